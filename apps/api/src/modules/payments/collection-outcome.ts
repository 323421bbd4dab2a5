import type { Executor, Payment } from '@kwacha/db';
import type { TransactionOutcome } from '../../providers/ports';
import { claimMismatch, type MoneyClaim } from '../../providers/provider-call';
import { lockLoanWithBorrower } from '../loans/loans.public';
import { tellBorrower } from '../notifications/notifications.public';
import type { PaymentDeps } from './payment-deps';
import { findPayment, flagPayment, type PaymentKey, updatePendingPayment } from './payments.repository';
import { bookRepayment } from './repayment-booking';

/**
 * - `applied`: the outcome settled the payment (successful, failed or expired) just now.
 * - `recorded`: still pending; what the provider said was noted (its reference).
 * - `ignored`: nothing to do: an unknown answer, an unknown reference, or a payment already final.
 * - `flagged`: not believed (amount or currency not ours, success after a final state); left for staff.
 */
export type ApplyResult = 'applied' | 'recorded' | 'ignored' | 'flagged';

/** What a callback claims beyond the outcome; a status call claims nothing. */
export type OutcomeClaim = MoneyClaim;

export interface ApplyOptions {
  /** Tell the borrower of a failure in the bell (not when they are reading the refusal on the screen). */
  notifyFailure?: boolean;
}

export const CURRENCY = 'ZMW';
export const EXPIRED_REASON = 'The payment was not confirmed in time.';

/**
 * The ONE place a provider's word about a repayment changes our books, whoever learnt it: the initiation
 * answer, the check job, reconciliation, and provider webhooks. Every write is conditional on the payment
 * still being pending, so an outcome is applied exactly once and a final state is never overwritten (a
 * FAILED after SUCCESSFUL is ignored); on success the repayment entry is posted in the same transaction,
 * and its unique payment_id makes a second posting impossible whatever the concurrency.
 */
export async function applyCollectionOutcome(
  deps: PaymentDeps,
  key: PaymentKey,
  outcome: TransactionOutcome,
  claim: OutcomeClaim = {},
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  const payment = await findPayment(deps.db, key);
  if (!payment) {
    deps.logger.warn({ key, state: outcome.state }, 'payment outcome for an unknown payment ignored');
    return 'ignored';
  }
  return applyPaymentOutcome(deps, payment, outcome, claim, options);
}

/**
 * applyCollectionOutcome for a caller that has just read the payment (a provider's callback): the payment
 * is not read again. The writes are conditional all the same, so a stale copy changes nothing twice.
 */
export async function applyPaymentOutcome(
  deps: PaymentDeps,
  payment: Payment,
  outcome: TransactionOutcome,
  claim: OutcomeClaim = {},
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  switch (outcome.state) {
    case 'unknown':
    case 'not_found':
      return 'ignored';
    case 'pending':
      return recordAccepted(deps, payment, outcome.providerReference);
  }
  const ours = { amountNgwee: payment.amount, currency: payment.currency, kind: 'collection' } as const;
  // A claim from a callback, and what a status answer says was paid: neither may differ from what we asked.
  const mismatch =
    claimMismatch(ours, claim) ??
    (outcome.state === 'successful' && outcome.paid ? claimMismatch(ours, outcome.paid) : undefined);
  if (mismatch) {
    await flagPayment(deps.db, payment.id, mismatch, deps.now());
    deps.logger.warn(
      { paymentId: payment.id, reference: payment.reference, claim, state: outcome.state },
      `payment outcome not applied: ${mismatch}`,
    );
    return 'flagged';
  }
  if (outcome.state === 'failed') {
    const reason = outcome.reason;
    const code = outcome.insufficientFunds ? 'insufficient_funds' : 'refused';
    return settleUnsuccessful(deps, payment, 'failed', code, reason, outcome.providerReference, {
      notify: options.notifyFailure ?? true,
    });
  }
  return applySuccessful(deps, payment, outcome.providerReference);
}

/** Reconciliation gave up on a payment the provider never settled. */
export function expirePayment(deps: PaymentDeps, payment: Payment): Promise<ApplyResult> {
  return settleUnsuccessful(deps, payment, 'expired', 'expired', EXPIRED_REASON, null, { notify: true });
}

const reference = (providerReference: string | null) => (providerReference ? { providerReference } : {});

async function recordAccepted(deps: PaymentDeps, payment: Payment, providerReference: string | null) {
  const now = deps.now();
  const row = await updatePendingPayment(
    deps.db,
    payment.id,
    { ...reference(providerReference), acknowledgedAt: payment.acknowledgedAt ?? now },
    now,
  );
  return row ? 'recorded' : 'ignored';
}

async function settleUnsuccessful(
  deps: PaymentDeps,
  payment: Payment,
  status: 'failed' | 'expired',
  failureCode: string,
  failureReason: string,
  providerReference: string | null,
  options: { notify: boolean },
): Promise<ApplyResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await updatePendingPayment(
      tx,
      payment.id,
      {
        status,
        failureCode,
        failureReason,
        settledAt: now,
        lastCheckedAt: now,
        acknowledgedAt: payment.acknowledgedAt ?? (status === 'failed' ? now : null),
        ...reference(providerReference),
      },
      now,
    );
    if (!row) return 'ignored';
    if (options.notify) {
      await tellBorrower(
        tx,
        { mailer: deps.mailer, appUrl: deps.config.appUrl, now },
        row.userId,
        status === 'expired'
          ? { kind: 'payment_expired', loanId: row.loanId, payment: row }
          : { kind: 'payment_failed', loanId: row.loanId, payment: row, reason: failureReason },
      );
    }
    return 'applied';
  });
}

async function applySuccessful(
  deps: PaymentDeps,
  payment: Payment,
  providerReference: string | null,
): Promise<ApplyResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // The loan first, then the payment: the lock order of every write to a loan's money.
    const locked = await lockLoanWithBorrower(tx, payment.loanId);
    if (!locked) throw new Error(`payment ${payment.id} has no loan`);
    const row = await updatePendingPayment(
      tx,
      payment.id,
      {
        status: 'successful',
        settledAt: now,
        lastCheckedAt: now,
        acknowledgedAt: payment.acknowledgedAt ?? now,
        ...reference(providerReference),
      },
      now,
    );
    if (!row) return flagLateSuccess(deps, tx, payment.id);
    await bookRepayment(deps, tx, locked, row);
    return 'applied';
  });
}

/** Money collected for a payment we had already written off as failed or expired: staff must look. */
async function flagLateSuccess(deps: PaymentDeps, tx: Executor, paymentId: string): Promise<ApplyResult> {
  const current = await findPayment(tx, { id: paymentId });
  if (!current || current.status === 'successful') return 'ignored';
  await flagPayment(
    tx,
    paymentId,
    `provider reported success after the payment was ${current.status}`,
    deps.now(),
  );
  deps.logger.warn(
    { paymentId, reference: current.reference, status: current.status },
    'provider reported success for a payment already final; not applied, flagged',
  );
  return 'flagged';
}
