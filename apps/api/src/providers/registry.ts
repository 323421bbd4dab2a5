import type { MobileOperator } from '@kwacha/shared/phone/zambian-phone';
import { ADAPTER_FACTORIES, type ProviderAdapters, type ProviderDeps } from './adapters';
import { observeAdapters } from './observed-ports';
import type { BankDirectory, CollectionsPort, DisbursementPort, ProviderName } from './ports';
import { type Routing, resolveRouting } from './routing';

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
  /** The port that asks a payer on this operator's network for a repayment. */
  collectionsFor(operator: MobileOperator): CollectionsPort;
  /** The port that pays a loan out to this destination. */
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
  for (const name of new Set(Object.values(routing))) adaptersOf(name);

  return {
    routing,
    collectionsFor: (operator) => adaptersOf(routing[operator]).collections,
    disbursementFor: (target) =>
      adaptersOf(routing[target.method === 'bank_account' ? 'bank' : target.operator]).disbursement,
    bankDirectory() {
      const directory = adaptersOf(routing.bank).bankDirectory;
      // resolveRouting lets only a provider that pays bank accounts serve them, and each of those has one.
      if (!directory) throw new ProviderUnavailableError(`payment provider "${routing.bank}" lists no banks`);
      return directory;
    },
    byName(provider) {
      if (!isProviderName(provider)) {
        throw new ProviderUnavailableError(`unknown payment provider "${provider}"`);
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
