import type { Disbursement, Executor } from '@kwacha/db';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import type { TransactionOutcome } from '../../providers/ports';
import { recordAudit } from '../audit/audit.public';
import { postDisbursementEntry } from '../ledger/journal-postings';
import { scheduleInForce } from '../loans/loan-balances';
import { destinationOf, destinationOfLoan } from '../loans/loan-destination';
import { moveLoan } from '../loans/loan-moves';
import { refreshLoanPosition } from '../loans/loan-positions';
import { type LockedLoan, lockLoanWithBorrower } from '../loans/loans.public';
import { tellBorrower } from '../notifications/notifications.public';
import type { DisbursementDeps } from './disbursement-deps';
import { findDisbursement, recordOutcome } from './disbursements.repository';

type Deps = Pick<DisbursementDeps, 'db' | 'mailer' | 'now' | 'businessClock' | 'config'>;

/**
 * The one place a provider's answer changes our books, whoever learnt it (the confirm call, the check job,
 * reconciliation). Each write is conditional on the transfer still being in flight, so a late or repeated
 * answer never overwrites a final state, and the side effects (notification, e-mail, audit) happen once.
 * `unknown` and `not_found` change nothing: reconciliation asks again.
 */
export async function applyTransferOutcome(
  deps: Deps,
  disbursementId: string,
  outcome: TransactionOutcome,
): Promise<void> {
  switch (outcome.state) {
    case 'pending':
      return applyAccepted(deps, disbursementId, outcome.providerReference);
    case 'successful':
      return applySettled(deps, disbursementId, outcome.providerReference);
    case 'failed':
      return applyFailed(deps, disbursementId, outcome.providerReference, outcome.reason);
    case 'unknown':
    case 'not_found':
      return;
  }
}

const reference = (providerReference: string | null) => (providerReference ? { providerReference } : {});

/** Runs `change` with the loan locked first (the lock order every disbursement write uses). */
async function withLockedLoan<T>(
  deps: Deps,
  disbursementId: string,
  change: (tx: Executor, d: Disbursement, locked: LockedLoan) => Promise<T>,
): Promise<T | undefined> {
  return deps.db.transaction(async (tx) => {
    const d = await findDisbursement(tx, disbursementId);
    if (!d) return undefined;
    const locked = await lockLoanWithBorrower(tx, d.loanId);
    if (!locked) return undefined;
    return change(tx, d, locked);
  });
}

async function applyAccepted(deps: Deps, id: string, providerReference: string | null): Promise<void> {
  const now = deps.now();
  await withLockedLoan(deps, id, async (tx, d, { loan }) => {
    const updated = await recordOutcome(tx, id, { ...reference(providerReference), lastCheckedAt: now }, now);
    if (!updated) return;
    const moved = await moveLoan(tx, { loanId: d.loanId, to: 'disbursed', by: 'disbursement', at: now });
    if (moved) await auditMove(tx, 'disbursement.accepted', d, loan.status, 'disbursed', updated);
  });
}

async function applySettled(deps: Deps, id: string, providerReference: string | null): Promise<void> {
  const now = deps.now();
  await withLockedLoan(deps, id, async (tx, d, { loan }) => {
    const updated = await recordOutcome(
      tx,
      id,
      { status: 'successful', settledAt: now, lastCheckedAt: now, ...reference(providerReference) },
      now,
    );
    if (!updated) return undefined;
    // docs/product.md §11: the schedule runs from the day the money arrived (the move stamps that day), a
    // business day (§14.5.1): a loan paid out after the business date moved runs from that date.
    const at = deps.businessClock.now();
    const moved = await moveLoan(tx, { loanId: d.loanId, to: 'active', by: 'disbursement', at });
    if (!moved) return undefined;
    const active = moved.loan;
    // docs/product.md §13: the borrower owes the schedule from now on, booked with the move to active.
    await postDisbursementEntry(tx, {
      loan: active,
      schedule: scheduleInForce(active).schedule,
      disbursementId: d.id,
      provider: d.provider,
      cashDisbursed: d.amount,
      at: now,
    });
    const { nextPayment: firstPayment } = await refreshLoanPosition(tx, active, now);
    await auditMove(tx, 'disbursement.settled', d, loan.status, 'active', updated);
    await tellBorrower(tx, { mailer: deps.mailer, appUrl: deps.config.appUrl, now }, active.userId, {
      kind: 'loan_paid_out',
      loan: active,
      sent: d.amount,
      destination: destinationOf(d),
      emailDestination: destinationOfLoan(active),
      firstPayment,
    });
  });
}

async function applyFailed(
  deps: Deps,
  id: string,
  providerReference: string | null,
  reason: string,
): Promise<void> {
  const now = deps.now();
  await withLockedLoan(deps, id, async (tx, d, { loan }) => {
    const updated = await recordOutcome(
      tx,
      id,
      { status: 'failed', reasonForFailure: reason, lastCheckedAt: now, ...reference(providerReference) },
      now,
    );
    if (!updated) return;
    const moved = await moveLoan(tx, {
      loanId: d.loanId,
      to: 'disbursement_failed',
      by: 'disbursement',
      at: now,
    });
    if (!moved) return;
    const failedLoan = moved.loan;
    await auditMove(tx, 'disbursement.failed', d, loan.status, 'disbursement_failed', updated);
    await tellBorrower(tx, { mailer: deps.mailer, appUrl: deps.config.appUrl, now }, failedLoan.userId, {
      kind: 'payout_failed',
      loanId: failedLoan.id,
      destination: destinationOf(d),
      reason,
    });
  });
}

async function auditMove(
  tx: Executor,
  action: string,
  d: Disbursement,
  from: LoanStatus,
  to: LoanStatus,
  updated: Disbursement,
): Promise<void> {
  await recordAudit(tx, {
    actorId: null, // the provider's answer, not a person
    action,
    loanId: d.loanId,
    entityType: 'disbursement',
    entityId: d.id,
    before: { status: from, disbursementStatus: d.status },
    after: {
      status: to,
      disbursementStatus: updated.status,
      transactionId: d.transactionId,
      providerReference: updated.providerReference,
      ...(updated.reasonForFailure && { reasonForFailure: updated.reasonForFailure }),
    },
  });
}
