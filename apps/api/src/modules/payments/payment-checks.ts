import type { Payment } from '@kwacha/db';
import type { CollectionRequest, CollectionsPort, TransactionOutcome } from '../../providers/ports';
import { type ApplyResult, applyCollectionOutcome, expirePayment } from './collection-outcome';
import type { PaymentDeps } from './payment-deps';
import { claimPaymentsToCheck } from './payments.repository';

export const PAYMENT_CHECK_JOB = 'payment.check';
export const PAYMENT_RECONCILE_JOB = 'payment.reconcile';

/** Reconciliation leaves a payment alone this long after asking about it. */
export const PAYMENT_RECHECK_AFTER_MS = 30_000;
/**
 * A payment the provider still calls pending (or has never heard of) this long after it was made is
 * expired: the payer never approved it. Configurable per call of `reconcilePayments`.
 */
export const PAYMENT_EXPIRY_MS = 30 * 60_000;

const unknownFrom = (error: unknown): TransactionOutcome => ({
  state: 'unknown',
  reason: error instanceof Error ? error.message : String(error),
});

/** A provider call that throws (timeout, network) means "we do not know", never "it failed". */
export async function sendCollectionRequest(port: CollectionsPort, request: CollectionRequest) {
  try {
    return await port.requestPayment(request);
  } catch (error) {
    return unknownFrom(error);
  }
}

async function askStatus(port: CollectionsPort, reference: string): Promise<TransactionOutcome> {
  try {
    return await port.paymentStatus(reference);
  } catch (error) {
    return unknownFrom(error);
  }
}

/** After an accepted request: ask again once it should have settled (the simulator's delay, plus a little). */
export async function scheduleCheck(deps: PaymentDeps, paymentId: string): Promise<void> {
  const seconds =
    deps.config.paymentProvider === 'simulator' ? Math.ceil(deps.config.simulatorDelayMs / 1000) + 1 : 30;
  await deps.jobs.send(PAYMENT_CHECK_JOB, { paymentId }, { startAfter: seconds });
}

/**
 * Asks the provider about one pending payment and applies what it says. One the provider still calls
 * pending, or does not know, past `expireAfterMs` is expired; an "unknown" answer is never a reason to
 * give up (the provider may yet have the money): it is asked again next time.
 */
export async function checkPayment(
  deps: PaymentDeps,
  payment: Payment,
  expireAfterMs = PAYMENT_EXPIRY_MS,
): Promise<ApplyResult> {
  if (payment.status !== 'pending') return 'ignored';
  const outcome = await askStatus(deps.providers.collections, payment.reference);
  if (outcome.state === 'pending' || outcome.state === 'not_found') {
    const age = deps.now().getTime() - payment.createdAt.getTime();
    if (age >= expireAfterMs) return expirePayment(deps, payment);
  }
  return applyCollectionOutcome(deps, { id: payment.id }, outcome);
}

/**
 * Every minute: each pending payment not asked about in the last 30 seconds is asked about again, in
 * batches that several workers can share (SKIP LOCKED).
 */
export async function reconcilePayments(
  deps: PaymentDeps,
  options: { expireAfterMs?: number; limit?: number } = {},
): Promise<{ checked: number }> {
  const now = deps.now();
  const due = await claimPaymentsToCheck(
    deps.db,
    new Date(now.getTime() - PAYMENT_RECHECK_AFTER_MS),
    now,
    options.limit ?? 100,
  );
  for (const payment of due) await checkPayment(deps, payment, options.expireAfterMs);
  return { checked: due.length };
}
