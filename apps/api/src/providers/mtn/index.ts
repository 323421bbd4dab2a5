import type { CollectionsPort, DisbursementPort } from '../ports';
import { MtnClient, type MtnDeps } from './mtn-client';
import { createMtnCollections } from './mtn-collections';
import type { MtnConfig } from './mtn-config';
import { createMtnDisbursements } from './mtn-disbursements';

export { loadMtnConfig, type MtnConfig, MtnConfigError } from './mtn-config';
export { mtnReferenceId } from './mtn-reference-id';

/** Both MoMo ports over one client, so each product's token is fetched once and shared. */
export function createMtnProviders(
  config: MtnConfig,
  deps: MtnDeps = {},
): { collections: CollectionsPort; disbursements: DisbursementPort } {
  const client = new MtnClient(config, deps);
  return {
    collections: createMtnCollections(config, client),
    disbursements: createMtnDisbursements(config, client),
  };
}
