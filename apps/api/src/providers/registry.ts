import type { MobileOperator } from '@kwacha/shared/phone/zambian-phone';
import { ADAPTER_FACTORIES, type ProviderAdapters, type ProviderDeps } from './adapters';
import { observeAdapters } from './observed-ports';
import type { BankDirectory, CollectionsPort, DisbursementPort, ProviderName } from './ports';
import { type Routing, resolveRouting, simulatorServes } from './routing';

export type { ProviderAdapters, ProviderDeps } from './adapters';

/** Where a disbursement goes, as far as routing cares (a DisbursementDestination is one). */
export type DisbursementTarget =
  | { method: 'mobile_money'; operator: MobileOperator }
  | { method: 'bank_account' };

/**
 * The payment providers the services use. New money goes where the routing says (PAYMENT_PROVIDER and
 * its per-channel overrides); a stored payment or transfer is always followed up with the provider that
 * handled it (`byName(row.provider)`), whatever the routing says today.
 */
export interface Providers {
  readonly routing: Routing;
  /** The simulator serves some channel: nothing it "moves" is real money (every page says so). */
  readonly demonstration: boolean;
  /** Whether repayments from this operator's wallets can be asked for (a channel may be off). */
  collectsFrom(operator: MobileOperator): boolean;
  /** Whether loans can be paid out to this destination. */
  paysOutTo(target: DisbursementTarget): boolean;
  /** The port that asks a payer on this operator's network for a repayment; throws when that is off. */
  collectionsFor(operator: MobileOperator): CollectionsPort;
  /** The port that pays a loan out to this destination; throws when that is off. */
  disbursementFor(target: DisbursementTarget): DisbursementPort;
  /** The banks the bank-account channel's provider pays into, under its own ids (GET /api/banks). */
  bankDirectory(): BankDirectory;
  /** The ports of one provider; throws ProviderUnavailableError when it is unknown or not configured. */
  byName(provider: string): ProviderAdapters;
}

/** A stored row names a provider this process cannot reach (its variables are gone). */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

const isProviderName = (name: string): name is ProviderName => Object.hasOwn(ADAPTER_FACTORIES, name);

const payoutChannel = (target: DisbursementTarget) =>
  target.method === 'bank_account' ? ('bank' as const) : target.operator;

/** A port asked for a channel that is off: callers check `collectsFrom`/`paysOutTo` first. */
const channelOff = (what: string) => new ProviderUnavailableError(`${what} is off: no provider serves it`);

/**
 * Checks the routing and builds every routed provider now, so a channel no adapter can serve or a missing
 * credential stops the start (ConfigError naming the variable). A provider no channel routes to is built
 * on first use by `byName`, for rows it handled before the routing changed.
 */
export function createProviders(deps: ProviderDeps): Providers {
  const routing = resolveRouting(deps.config);
  const built = new Map<ProviderName, ProviderAdapters>();
  const adaptersOf = (name: ProviderName): ProviderAdapters => {
    let adapters = built.get(name);
    if (!adapters) {
      adapters = ADAPTER_FACTORIES[name](deps);
      if (deps.observeCall) adapters = observeAdapters(adapters, deps.observeCall);
      built.set(name, adapters);
    }
    return adapters;
  };
  const routed = [...Object.values(routing.collections), ...Object.values(routing.payouts)];
  for (const name of new Set(routed)) if (name) adaptersOf(name);
  // In production the simulator is only for a declared demonstration: a stored simulator row is then never
  // settled by it either (it would "collect" a repayment that no one paid).
  const simulatorBarred = deps.config.nodeEnv === 'production' && !deps.config.allowPaymentSimulator;

  return {
    routing,
    demonstration: simulatorServes(routing),
    collectsFrom: (operator) => routing.collections[operator] !== null,
    paysOutTo: (target) => routing.payouts[payoutChannel(target)] !== null,
    collectionsFor(operator) {
      const provider = routing.collections[operator];
      if (!provider) throw channelOff(`collecting from ${operator} wallets`);
      return adaptersOf(provider).collections;
    },
    disbursementFor(target) {
      const provider = routing.payouts[payoutChannel(target)];
      if (!provider) throw channelOff(`paying out to ${payoutChannel(target)}`);
      return adaptersOf(provider).disbursement;
    },
    bankDirectory() {
      const provider = routing.payouts.bank;
      if (!provider) throw channelOff('paying out to bank accounts');
      const directory = adaptersOf(provider).bankDirectory;
      // resolveRouting lets only a provider that pays bank accounts serve them, and each of those has one.
      if (!directory) throw new ProviderUnavailableError(`payment provider "${provider}" lists no banks`);
      return directory;
    },
    byName(provider) {
      if (!isProviderName(provider)) {
        throw new ProviderUnavailableError(`unknown payment provider "${provider}"`);
      }
      if (provider === 'simulator' && simulatorBarred) {
        throw new ProviderUnavailableError('the payment simulator does not run in production');
      }
      try {
        return adaptersOf(provider);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new ProviderUnavailableError(`payment provider "${provider}" is not configured: ${why}`);
      }
    },
  };
}
