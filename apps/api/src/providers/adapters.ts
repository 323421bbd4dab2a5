import type { Database } from '@kwacha/db';
import { type Config, ConfigError } from '../config';
import { createAirtelProviders, loadAirtelConfig, parseAirtelCallback } from './airtel';
import { createFlutterwaveCheckout, flutterwaveNoPayouts } from './flutterwave';
import { createLencoProviders, loadLencoConfig } from './lenco';
import { createMtnProviders, loadMtnConfig, MtnConfigError } from './mtn';
import type { ProviderCallObserver } from './observed-ports';
import type {
  BankDirectory,
  CallbackEvent,
  CardCheckoutPort,
  CollectionsPort,
  DisbursementPort,
  IncomingCallback,
  ProviderName,
} from './ports';
import { createSimulatorBankDirectory } from './simulator/simulator-banks';
import { createSimulatorCollections } from './simulator/simulator-collections';
import { createSimulatorDisbursements } from './simulator/simulator-disbursements';

/**
 * One provider's ports, built once and shared by every caller (so an OAuth token is fetched once). The
 * fields are writable on purpose: a test replaces a port here to act out an outage.
 */
export interface ProviderAdapters {
  collections: CollectionsPort;
  disbursement: DisbursementPort;
  /**
   * Airtel posts disbursement callbacks to a second application's URL, and its body does not say which
   * product it is about; the other providers' collections parser reads both kinds.
   */
  parseDisbursementCallback?: (callback: IncomingCallback) => CallbackEvent[];
  /** The banks it pays into, for the providers that serve the bank channel (routing.ts). */
  bankDirectory?: BankDirectory;
  /** The hosted card checkout, for the provider that takes card repayments (docs/decisions/055). */
  cardCheckout?: CardCheckoutPort;
}

export interface ProviderDeps {
  config: Config;
  db: Database;
  now(): Date;
  /** Measures every provider call (set when metrics are on; observed-ports.ts). */
  observeCall?: ProviderCallObserver;
}

function simulator(deps: ProviderDeps): ProviderAdapters {
  const simulatorDeps = { db: deps.db, now: deps.now, delayMs: deps.config.simulatorDelayMs };
  return {
    collections: createSimulatorCollections(simulatorDeps),
    disbursement: createSimulatorDisbursements(simulatorDeps),
    bankDirectory: createSimulatorBankDirectory(),
  };
}

function mtn(deps: ProviderDeps): ProviderAdapters {
  let config: ReturnType<typeof loadMtnConfig>;
  try {
    config = loadMtnConfig(deps.config.providerEnv);
  } catch (error) {
    // Its message already names each bad variable (never a value); the boot path knows ConfigError.
    throw error instanceof MtnConfigError ? new ConfigError(error.message) : error;
  }
  const ports = createMtnProviders(config, { now: deps.now });
  return { collections: ports.collections, disbursement: ports.disbursements };
}

function airtel(deps: ProviderDeps): ProviderAdapters {
  const config = loadAirtelConfig(deps.config.providerEnv);
  const ports = createAirtelProviders(config, { now: deps.now });
  return {
    collections: ports.collections,
    disbursement: ports.disbursements,
    parseDisbursementCallback: (callback) => [
      parseAirtelCallback(callback, { kind: 'disbursement', secret: config.callbackSecret }),
    ],
  };
}

function lenco(deps: ProviderDeps): ProviderAdapters {
  const ports = createLencoProviders(loadLencoConfig(deps.config.providerEnv), { now: deps.now });
  return { collections: ports.collections, disbursement: ports.disbursements, bankDirectory: ports.banks };
}

/** Card repayments only: its checkout, and its status call and webhook as the collections port. */
function flutterwave(deps: ProviderDeps): ProviderAdapters {
  const checkout = createFlutterwaveCheckout(deps.config.cardPayments);
  return { collections: checkout, disbursement: flutterwaveNoPayouts, cardCheckout: checkout };
}

/** One line per adapter; each reads its own variables (its README) only when it is built. */
export const ADAPTER_FACTORIES: Readonly<Record<ProviderName, (deps: ProviderDeps) => ProviderAdapters>> = {
  simulator,
  mtn,
  airtel,
  lenco,
  flutterwave,
};
