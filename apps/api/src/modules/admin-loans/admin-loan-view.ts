import type { Executor } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type { AdminLoanView, AuditEntry, DisbursementEntry } from '@kwacha/shared/staff/admin-loans';
import { auditTrailOfLoan } from '../audit/audit.public';
import { disbursementHistoryOfLoan } from '../disbursements/disbursements.public';
import { loanViews, plannedTerms } from '../loan-views/loan-view';
import { destinationOf } from '../loans/loan-destination';
import { findLoanWithBorrower } from '../loans/loans.public';
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

  const [[view], history, trail] = await Promise.all([
    loanViews(db, [row], now),
    disbursementHistory(db, loanId),
    auditTrail(db, loanId),
  ]);
  if (!view) return undefined;
  return {
    ...view,
    ...plannedTerms(row.loan),
    user: row.user,
    disbursementHistory: history,
    auditTrail: trail,
  };
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
