import type { CollectionRequest, CollectionsPort } from '../ports';
import { parseMtnCallback } from './mtn-callbacks';
import type { MtnClient } from './mtn-client';
import type { MtnConfig } from './mtn-config';
import { mtnReferenceId } from './mtn-reference-id';
import { createMtnTransaction, getMtnTransaction } from './mtn-transactions';
import { formatMtnAmount, toMtnMsisdn, toMtnNote } from './mtn-wire';

/**
 * Collections: a request-to-pay asks the payer to approve the debit on their phone. Our reference travels
 * as `externalId` (it comes back in the callback) and, hashed into a UUID, as the X-Reference-Id.
 */
export function createMtnCollections(config: MtnConfig, client: MtnClient): CollectionsPort {
  const referenceId = (reference: string) => mtnReferenceId(config.referenceNamespace, reference);
  return {
    provider: 'mtn',
    async requestPayment(request: CollectionRequest) {
      const note = toMtnNote(request.narration);
      const body = {
        amount: formatMtnAmount(request.amountNgwee),
        currency: config.currency,
        externalId: request.reference,
        payer: { partyIdType: 'MSISDN', partyId: toMtnMsisdn(request.msisdn) },
        payerMessage: note,
        payeeNote: note,
      };
      return createMtnTransaction(client, 'collection', referenceId(request.reference), body);
    },
    paymentStatus(reference: string) {
      return getMtnTransaction(client, 'collection', referenceId(reference));
    },
    parseCallback: parseMtnCallback,
  };
}
