import type { Executor } from '@kwacha/db';
import { delinquencyBucketLabel, delinquencyBucketOf } from '@kwacha/shared/loans/delinquency';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type {
  AdminLoanView,
  AuditEntry,
  DisbursementEntry,
  LoanDelinquency,
} from '@kwacha/shared/staff/admin-loans';
import { auditTrailOfLoan } from '../audit/audit.public';
import { disbursementHistoryOfLoan } from '../disbursements/disbursements.public';
import { loanViews, plannedTerms } from '../loan-views/loan-view';
import { destinationOf } from '../loans/loan-destination';
import { findDelinquency, findLoanWithBorrower } from '../loans/loans.public';
import { readDelinquencyBuckets } from '../settings/settings.service';
import { displayName } from '../users/display-name';

/**
 * The loan as staff see it: the borrower's view plus the applicant, every disbursement attempt and the
 * audit trail, oldest first, as it stands on `now`. Before payout staff also see the planned repayment
 * amount and schedule, which the borrower does not. Undefined for an unknown (or malformed) id. The OTP
 * hash is never read.
 */
export async function loadAdminLoanView(
  db: Executor,
  loanId: string,
  now: Date,
): Promise<AdminLoanView | undefined> {
  const row = await findLoanWithBorrower(db, loanId);
  if (!row) return undefined;

  const [[view], history, trail, delinquency] = await Promise.all([
    loanViews(db, [row], now),
    disbursementHistory(db, loanId),
    auditTrail(db, loanId),
    delinquencyOf(db, loanId),
  ]);
  if (!view) return undefined;
  return {
    ...view,
    // Staff see the true status: a written-off loan reads as overdue only to its borrower (decision 043).
    status: row.loan.status,
    ...plannedTerms(row.loan),
    user: row.user,
    disbursementHistory: history,
    auditTrail: trail,
    delinquency,
  };
}

/**
 * The position's days past due, and the bucket today's boundaries put them in: right after a superuser
 * changed the boundaries, staff already read the new bucket, which the next daily run stores.
 */
async function delinquencyOf(db: Executor, loanId: string): Promise<LoanDelinquency | null> {
  const stored = await findDelinquency(db, loanId);
  if (!stored) return null;
  const { daysPastDue } = stored;
  if (daysPastDue === 0) return { daysPastDue, bucket: null, bucketLabel: null };
  const { upperBounds } = await readDelinquencyBuckets(db);
  const bucket = delinquencyBucketOf(daysPastDue, upperBounds) ?? 1;
  return { daysPastDue, bucket, bucketLabel: delinquencyBucketLabel(bucket, upperBounds) };
}

async function disbursementHistory(db: Executor, loanId: string): Promise<DisbursementEntry[]> {
  const rows = await disbursementHistoryOfLoan(db, loanId);
  return rows.map((d) => ({
    id: d.id,
    status: d.status,
    amount: ngweeToKwacha(d.amount),
    reference: d.transactionId,
    transactionId: d.transactionId,
    timestamp: d.createdAt.toISOString(),
    reasonForFailure: d.reasonForFailure,
    provider: d.provider,
    providerReference: d.providerReference,
    method: d.method,
    destination: destinationOf(d),
    initiatedBy: displayName(d.initiator),
    // An expiry only means something while the code can still be entered.
    otpExpiresAt: d.status === 'otp_pending' ? (d.otpExpiresAt?.toISOString() ?? null) : null,
  }));
}

async function auditTrail(db: Executor, loanId: string): Promise<AuditEntry[]> {
  const rows = await auditTrailOfLoan(db, loanId);
  return rows.map((e) => ({
    id: e.id,
    action: e.action,
    actor: e.actor ? displayName(e.actor) : null,
    timestamp: e.createdAt.toISOString(),
    before: e.before ?? null,
    after: e.after ?? null,
  }));
}
