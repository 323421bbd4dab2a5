import type { DisbursementPort, TransactionOutcome, TransferRequest } from '../ports';
import type { MtnClient } from './mtn-client';
import type { MtnConfig } from './mtn-config';
import { mtnReferenceId } from './mtn-reference-id';
import { createMtnTransaction, getMtnTransaction } from './mtn-transactions';
import { formatMtnAmount, toMtnMsisdn, toMtnNote } from './mtn-wire';

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
      const note = toMtnNote(request.narration);
      const body = {
        amount: formatMtnAmount(request.amountNgwee),
        currency: config.currency,
        externalId: request.reference,
        payee: { partyIdType: 'MSISDN', partyId: toMtnMsisdn(destination.msisdn) },
        payerMessage: note,
        payeeNote: note,
      };
      return createMtnTransaction(client, 'disbursement', referenceId(request.reference), body);
    },
    transferStatus(reference: string) {
      return getMtnTransaction(client, 'disbursement', referenceId(reference));
    },
  };
}
