import { type FetchLike, LencoClient } from './lenco-client';
import { LencoCollections } from './lenco-collections';
import type { LencoConfig } from './lenco-config';
import { LencoDisbursements } from './lenco-disbursements';

export { LencoCollections } from './lenco-collections';
export { type LencoConfig, loadLencoConfig } from './lenco-config';
export { LencoDisbursements } from './lenco-disbursements';

export interface LencoDependencies {
  fetch?: FetchLike;
  /**
   * Accepted for symmetry with the other providers' factories. Lenco has no expiring token (a static
   * secret key authenticates every call), so nothing here depends on the clock.
   */
  now?: () => Date;
}

/** Both ports over one HTTP client: Lenco serves collections and transfers with the same key. */
export function createLencoProviders(
  config: LencoConfig,
  deps: LencoDependencies = {},
): { collections: LencoCollections; disbursements: LencoDisbursements } {
  const client = new LencoClient(config, deps.fetch ?? fetch);
  return {
    collections: new LencoCollections(client, config),
    disbursements: new LencoDisbursements(client, config),
  };
}
