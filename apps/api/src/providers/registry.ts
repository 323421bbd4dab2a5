import type { Database } from '@kwacha/db';
import { type Config, ConfigError } from '../config';
import type { CollectionsPort, DisbursementPort, ProviderName } from './ports';
import { createSimulatorCollections } from './simulator/simulator-collections';
import { createSimulatorDisbursements } from './simulator/simulator-disbursements';

/** The payment ports the services use, chosen once at start-up from PAYMENT_PROVIDER. */
export interface Providers {
  disbursement: DisbursementPort;
  collections: CollectionsPort;
}

export interface ProviderDeps {
  config: Config;
  db: Database;
  now(): Date;
}

type DisbursementFactory = (deps: ProviderDeps) => DisbursementPort;
type CollectionsFactory = (deps: ProviderDeps) => CollectionsPort;

// One line per adapter. A provider missing here stops the server at start rather than paying out nowhere.
const DISBURSEMENT_ADAPTERS: Partial<Record<ProviderName, DisbursementFactory>> = {
  simulator: (deps) =>
    createSimulatorDisbursements({ db: deps.db, now: deps.now, delayMs: deps.config.simulatorDelayMs }),
};

// Repayments: which adapter asks a payer's wallet for money, chosen like the disbursement side.
const COLLECTIONS_ADAPTERS: Partial<Record<ProviderName, CollectionsFactory>> = {
  simulator: (deps) =>
    createSimulatorCollections({ db: deps.db, now: deps.now, delayMs: deps.config.simulatorDelayMs }),
};

export function createProviders(deps: ProviderDeps): Providers {
  const name = deps.config.paymentProvider;
  const disbursement = DISBURSEMENT_ADAPTERS[name];
  if (!disbursement) {
    const available = Object.keys(DISBURSEMENT_ADAPTERS).join(', ');
    throw new ConfigError(
      `Invalid environment configuration:\n  PAYMENT_PROVIDER: "${name}" is not available in this version (available: ${available})`,
    );
  }
  const collections = COLLECTIONS_ADAPTERS[name];
  if (!collections) {
    const available = Object.keys(COLLECTIONS_ADAPTERS).join(', ');
    throw new ConfigError(
      `Invalid environment configuration:\n  PAYMENT_PROVIDER: "${name}" is not available for repayments in this version (available: ${available})`,
    );
  }
  return { disbursement: disbursement(deps), collections: collections(deps) };
}
