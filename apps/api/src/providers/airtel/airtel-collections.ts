/**
 * Collections: the USSD push (POST /merchant/v1/payments/) puts a PIN prompt on the payer's phone; the
 * enquiry (GET /standard/v1/payments/{id}) or the callback says how it ended. Our reference is Airtel's
 * `transaction.id`, so a repeated push is refused as a duplicate and we ask its status instead.
 */
import type {
  CallbackEvent,
  CollectionRequest,
  CollectionsPort,
  IncomingCallback,
  TransactionOutcome,
} from '../ports';
import { parseAirtelCallback } from './airtel-callbacks';
import { AIRTEL_COUNTRY, AIRTEL_CURRENCY, type AirtelClient } from './airtel-client';
import { airtelAmount, airtelDescription, airtelMsisdn } from './airtel-format';
import { enquiryOutcome, requestOutcome } from './airtel-outcomes';
import { COLLECTION } from './airtel-wire';

export class AirtelCollections implements CollectionsPort {
  readonly provider = 'airtel' as const;

  constructor(
    private readonly client: AirtelClient,
    private readonly callbackSecret: string | undefined,
  ) {}

  async requestPayment(request: CollectionRequest): Promise<TransactionOutcome> {
    const msisdn = airtelMsisdn(request.msisdn);
    if (request.operator !== 'airtel' || !msisdn) {
      return {
        state: 'failed',
        providerReference: null,
        reason: 'Airtel Money collects only from Airtel numbers',
      };
    }
    const amount = airtelAmount(request.amountNgwee);
    const reply = await this.client.post('/merchant/v1/payments/', {
      reference: airtelDescription(request.narration, request.reference, true),
      subscriber: { country: AIRTEL_COUNTRY, currency: AIRTEL_CURRENCY, msisdn },
      transaction: { amount, country: AIRTEL_COUNTRY, currency: AIRTEL_CURRENCY, id: request.reference },
    });
    const outcome = requestOutcome(COLLECTION, reply);
    if (outcome.state !== 'duplicate') return outcome;
    const existing = await this.paymentStatus(request.reference);
    return existing.state === 'not_found'
      ? { state: 'unknown', reason: 'Airtel called the transaction a duplicate but cannot find it' }
      : existing;
  }

  async paymentStatus(reference: string): Promise<TransactionOutcome> {
    const reply = await this.client.get(`/standard/v1/payments/${encodeURIComponent(reference)}`);
    return enquiryOutcome(COLLECTION, reply);
  }

  parseCallback(callback: IncomingCallback): CallbackEvent[] {
    return [parseAirtelCallback(callback, { kind: 'collection', secret: this.callbackSecret })];
  }
}
