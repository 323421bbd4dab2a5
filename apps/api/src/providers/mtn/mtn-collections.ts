import type { CollectionRequest, CollectionsPort } from '../ports';
import { parseMtnCallback } from './mtn-callbacks';
import type { MtnClient } from './mtn-client';
import type { MtnConfig } from './mtn-config';
import { mtnReferenceId } from './mtn-reference-id';
import { getMtnTransaction, sendMtnTransaction } from './mtn-transactions';

/**
 * Collections: a request-to-pay asks the payer to approve the debit on their phone. Our reference travels
 * as `externalId` (it comes back in the callback) and, hashed into a UUID, as the X-Reference-Id.
 */
export function createMtnCollections(config: MtnConfig, client: MtnClient): CollectionsPort {
  const referenceId = (reference: string) => mtnReferenceId(config.referenceNamespace, reference);
  return {
    provider: 'mtn',
    async requestPayment(request: CollectionRequest) {
      return sendMtnTransaction(config, client, 'collection', request, request.msisdn);
    },
    paymentStatus(reference: string) {
      return getMtnTransaction(client, 'collection', referenceId(reference));
    },
    parseCallback: parseMtnCallback,
  };
}
