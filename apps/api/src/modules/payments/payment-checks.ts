import type { Payment } from '@kwacha/db';
import { firstCheckDelaySeconds } from '../../providers/check-delay';
import type { CollectionRequest, CollectionsPort, TransactionOutcome } from '../../providers/ports';
import { outcomeOf } from '../../providers/provider-call';
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

/**
 * The port of the provider that handled the payment (the row's `provider`), whatever the routing says
 * today: a payment is always followed up where it was made.
 */
const portOf = (deps: PaymentDeps, payment: Pick<Payment, 'provider'>): CollectionsPort =>
  deps.providers.byName(payment.provider).collections;

export function sendCollectionRequest(
  deps: PaymentDeps,
  payment: Pick<Payment, 'provider'>,
  request: CollectionRequest,
): Promise<TransactionOutcome> {
  return outcomeOf(() => portOf(deps, payment).requestPayment(request));
}

function askStatus(deps: PaymentDeps, payment: Payment): Promise<TransactionOutcome> {
  return outcomeOf(() => portOf(deps, payment).paymentStatus(payment.reference));
}

/** After an accepted request: ask again once it should have settled (the simulator's delay, plus a little). */
export async function scheduleCheck(deps: PaymentDeps, payment: Pick<Payment, 'id' | 'provider'>) {
  const seconds = firstCheckDelaySeconds(payment.provider, deps.config);
  await deps.jobs.send(PAYMENT_CHECK_JOB, { paymentId: payment.id }, { startAfter: seconds });
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
  const outcome = await askStatus(deps, payment);
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
