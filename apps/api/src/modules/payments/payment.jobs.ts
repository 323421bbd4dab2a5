import type { JobDefinition } from '../../jobs/job-queue';
import { checkPayment, PAYMENT_CHECK_JOB, PAYMENT_RECONCILE_JOB, reconcilePayments } from './payment-checks';
import type { PaymentDeps } from './payment-deps';
import { findPayment } from './payments.repository';

/** Queued after an accepted request, to learn its outcome once it should have settled. */
export function paymentCheckJob(deps: PaymentDeps): JobDefinition<{ paymentId: string }> {
  return {
    name: PAYMENT_CHECK_JOB,
    retry: { limit: 3, delaySeconds: 30, backoff: true },
    async handler({ paymentId }) {
      const payment = await findPayment(deps.db, { id: paymentId });
      if (payment?.status === 'pending') await checkPayment(deps, payment);
    },
  };
}

/**
 * The safety net: lost check jobs, providers that answered "unknown", payments never approved. A payment
 * still pending after `expireAfterMs` (default PAYMENT_EXPIRY_MS, 30 minutes) is expired.
 */
export function paymentReconcileJob(
  deps: PaymentDeps,
  options: { expireAfterMs?: number } = {},
): JobDefinition {
  return {
    name: PAYMENT_RECONCILE_JOB,
    cron: '* * * * *',
    async handler() {
      await reconcilePayments(deps, options);
    },
  };
}
