import type { ProviderAdapters } from './adapters';
import type { CollectionsPort, DisbursementPort, ProviderName, TransactionOutcome } from './ports';

export type ProviderOperation = 'request_payment' | 'payment_status' | 'transfer' | 'transfer_status';

/** Told of every call to a provider: its outcome (`error` when it threw) and how long it took. */
export type ProviderCallObserver = (
  call: {
    provider: ProviderName;
    operation: ProviderOperation;
    outcome: TransactionOutcome['state'] | 'error';
  },
  seconds: number,
) => void;

async function observed(
  observe: ProviderCallObserver,
  provider: ProviderName,
  operation: ProviderOperation,
  call: () => Promise<TransactionOutcome>,
): Promise<TransactionOutcome> {
  const started = performance.now();
  try {
    const outcome = await call();
    observe({ provider, operation, outcome: outcome.state }, (performance.now() - started) / 1000);
    return outcome;
  } catch (error) {
    observe({ provider, operation, outcome: 'error' }, (performance.now() - started) / 1000);
    throw error;
  }
}

/**
 * The one place provider calls are measured (docs/architecture.md §16): every service, job and webhook
 * reaches an adapter through the registry, which wraps the money-moving calls here when it builds them.
 */
export function observeAdapters(adapters: ProviderAdapters, observe: ProviderCallObserver): ProviderAdapters {
  const { collections, disbursement } = adapters;
  const observedCollections: CollectionsPort = {
    provider: collections.provider,
    requestPayment: (request) =>
      observed(observe, collections.provider, 'request_payment', () => collections.requestPayment(request)),
    paymentStatus: (reference) =>
      observed(observe, collections.provider, 'payment_status', () => collections.paymentStatus(reference)),
    parseCallback: (callback) => collections.parseCallback(callback),
  };
  const observedDisbursement: DisbursementPort = {
    provider: disbursement.provider,
    transfer: (request) =>
      observed(observe, disbursement.provider, 'transfer', () => disbursement.transfer(request)),
    transferStatus: (reference) =>
      observed(observe, disbursement.provider, 'transfer_status', () =>
        disbursement.transferStatus(reference),
      ),
  };
  return { ...adapters, collections: observedCollections, disbursement: observedDisbursement };
}
