import type { DisbursementPort, TransactionOutcome, TransferRequest } from '../ports';
import type { MtnClient } from './mtn-client';
import type { MtnConfig } from './mtn-config';
import { mtnReferenceId } from './mtn-reference-id';
import { getMtnTransaction, sendMtnTransaction } from './mtn-transactions';

/** Disbursements: a transfer from our MoMo account to a payee's wallet, keyed like collections. */
export function createMtnDisbursements(config: MtnConfig, client: MtnClient): DisbursementPort {
  const referenceId = (reference: string) => mtnReferenceId(config.referenceNamespace, reference);
  return {
    provider: 'mtn',
    async transfer(request: TransferRequest): Promise<TransactionOutcome> {
      const { destination } = request;
      if (destination.method !== 'mobile_money') {
        // Nothing is sent, so nothing can have moved: a plain failure staff can retry with another provider.
        return {
          state: 'failed',
          providerReference: null,
          reason: 'MTN MoMo pays mobile-money wallets only',
        };
      }
      return sendMtnTransaction(config, client, 'disbursement', request, destination.msisdn);
    },
    transferStatus(reference: string) {
      return getMtnTransaction(client, 'disbursement', referenceId(reference));
    },
  };
}
