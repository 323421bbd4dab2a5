import type {
  CallbackEvent,
  CollectionRequest,
  CollectionsPort,
  IncomingCallback,
  TransactionOutcome,
} from '../ports';
import { parseLencoCallback } from './lenco-callbacks';
import type { LencoClient } from './lenco-client';
import type { LencoConfig } from './lenco-config';
import { initiateTransaction, lookupTransaction } from './lenco-exchange';
import { e164ToLencoPhone, ngweeToLencoAmount } from './lenco-format';

/**
 * Mobile-money collections: POST /collections/mobile-money asks the operator to push a payment prompt to
 * the borrower's phone (https://lenco-api.readme.io/v2.0/reference/initiate-collection-from-mobile-money).
 * Our reference is Lenco's `reference`, which Lenco keeps unique, so a retry can never charge twice.
 */
export class LencoCollections implements CollectionsPort {
  readonly provider = 'lenco' as const;

  constructor(
    private readonly client: LencoClient,
    private readonly config: Pick<LencoConfig, 'apiKey' | 'collectionBearer'>,
  ) {}

  async requestPayment(request: CollectionRequest): Promise<TransactionOutcome> {
    const phone = e164ToLencoPhone(request.msisdn);
    if (!phone) {
      return {
        state: 'failed',
        providerReference: null,
        reason: 'Not a Zambian mobile number in E.164 form',
      };
    }
    // Lenco's request has no narration field: the operator's prompt shows Lenco's own merchant text.
    const body = {
      amount: ngweeToLencoAmount(request.amountNgwee),
      reference: request.reference,
      phone,
      operator: request.operator,
      country: 'zm',
      bearer: this.config.collectionBearer,
    };
    return initiateTransaction(this.client, '/collections/mobile-money', body, () =>
      this.paymentStatus(request.reference),
    );
  }

  paymentStatus(reference: string): Promise<TransactionOutcome> {
    return lookupTransaction(this.client, `/collections/status/${encodeURIComponent(reference)}`, reference);
  }

  parseCallback(callback: IncomingCallback): CallbackEvent[] {
    return parseLencoCallback(callback, this.config.apiKey);
  }
}
