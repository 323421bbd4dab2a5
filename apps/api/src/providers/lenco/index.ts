import { LencoBankDirectory } from './lenco-banks';
import { type FetchLike, LencoClient } from './lenco-client';
import { LencoCollections } from './lenco-collections';
import type { LencoConfig } from './lenco-config';
import { LencoDisbursements } from './lenco-disbursements';

export { LencoBankDirectory } from './lenco-banks';
export { LencoCollections } from './lenco-collections';
export { type LencoConfig, loadLencoConfig } from './lenco-config';
export { LencoDisbursements } from './lenco-disbursements';

export interface LencoDependencies {
  fetch?: FetchLike;
  /**
   * The clock of the bank list's cache. Lenco has no expiring token (a static secret key authenticates
   * every call), so nothing else here depends on it.
   */
  now?: () => Date;
}

export interface LencoProviders {
  collections: LencoCollections;
  disbursements: LencoDisbursements;
  /** The banks transfers can pay into, with the ids `bankId` takes. */
  banks: LencoBankDirectory;
}

/** Every port over one HTTP client: Lenco serves collections, transfers and its bank list with one key. */
export function createLencoProviders(config: LencoConfig, deps: LencoDependencies = {}): LencoProviders {
  const client = new LencoClient(config, deps.fetch ?? fetch);
  return {
    collections: new LencoCollections(client, config),
    disbursements: new LencoDisbursements(client, config),
    banks: new LencoBankDirectory(client, deps.now),
  };
}
