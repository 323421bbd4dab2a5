/**
 * Disbursements, v2 (POST /standard/v2/disbursements/): business to customer ("B2C") into an Airtel
 * Money wallet, authorised by our disbursement PIN, which v2 takes only RSA-encrypted. The enquiry is
 * GET /standard/v2/disbursements/{id}?transactionType=B2C. Airtel pays wallets, not bank accounts.
 */
import type { DisbursementPort, TransactionOutcome, TransferRequest } from '../ports';
import type { AirtelClient } from './airtel-client';
import type { AirtelConfig } from './airtel-config';
import { encryptPin } from './airtel-crypto';
import { airtelAmount, airtelDescription, airtelMsisdn } from './airtel-format';
import { enquiryOutcome, requestOutcome } from './airtel-outcomes';
import { DISBURSEMENT } from './airtel-wire';

export class AirtelDisbursements implements DisbursementPort {
  readonly provider = 'airtel' as const;

  constructor(
    private readonly client: AirtelClient,
    private readonly config: Pick<AirtelConfig, 'disbursementPin' | 'pinPublicKey'>,
  ) {}

  async transfer(request: TransferRequest): Promise<TransactionOutcome> {
    const destination = request.destination;
    const msisdn = destination.method === 'mobile_money' ? airtelMsisdn(destination.msisdn) : undefined;
    if (destination.method !== 'mobile_money' || destination.operator !== 'airtel' || !msisdn) {
      return {
        state: 'failed',
        providerReference: null,
        reason: 'Airtel Money pays only Airtel Money wallets',
      };
    }
    const amount = airtelAmount(request.amountNgwee);
    const reply = await this.client.post('/standard/v2/disbursements/', {
      payee: { msisdn, wallet_type: 'NORMAL' },
      reference: airtelDescription(request.narration, request.reference, false),
      // PKCS#1 v1.5 is randomised, so each request carries a fresh ciphertext of the same PIN.
      pin: encryptPin(this.config.disbursementPin, this.config.pinPublicKey),
      transaction: { amount, id: request.reference, type: 'B2C' },
    });
    const outcome = requestOutcome(DISBURSEMENT, reply);
    if (outcome.state !== 'duplicate') return outcome;
    const existing = await this.transferStatus(request.reference);
    return existing.state === 'not_found'
      ? { state: 'unknown', reason: 'Airtel called the transaction a duplicate but cannot find it' }
      : existing;
  }

  async transferStatus(reference: string): Promise<TransactionOutcome> {
    const reply = await this.client.get(
      `/standard/v2/disbursements/${encodeURIComponent(reference)}?transactionType=B2C`,
    );
    return enquiryOutcome(DISBURSEMENT, reply);
  }
}
