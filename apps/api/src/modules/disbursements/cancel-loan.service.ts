import type { SessionUser } from '@kwacha/db';
import { CANCELLABLE_STATUSES } from '@kwacha/shared/loans/loan-transitions';
import type { CancelLoanRequest } from '@kwacha/shared/staff/payout-corrections';
import { recordAudit } from '../audit/audit.public';
import { moveLoan } from '../loans/loan-moves';
import { LoanNotFoundError } from '../loans/loans.errors';
import { lockLoanWithBorrower } from '../loans/loans.public';
import { refuseOwnLoan } from '../loans/own-loan-guard';
import { tellBorrower } from '../notifications/notifications.public';
import type { DisbursementDeps } from './disbursement-deps';
import { cancelWaitingCodes } from './disbursements.repository';
import { NotCancellableError } from './payout-corrections.errors';

type Deps = Pick<DisbursementDeps, 'db' | 'mailer' | 'now' | 'config'>;

/**
 * docs/product.md §12.6: staff close a loan on which nothing was sent (approved, waiting for its code, or
 * its disbursement failed), with a reason. A waiting code stops working. The loan is final: nothing is
 * owed and the borrower, told by a notice and an e-mail, may apply again (cancelled is not an open
 * application). The staff's remark records the reason.
 */
export async function cancelLoan(
  deps: Deps,
  staff: SessionUser,
  loanId: string,
  request: CancelLoanRequest,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const locked = await lockLoanWithBorrower(tx, loanId);
    if (!locked) throw new LoanNotFoundError();
    refuseOwnLoan(locked.loan, staff.id);
    const { loan } = locked;
    if (!CANCELLABLE_STATUSES.includes(loan.status)) throw new NotCancellableError(loan.status);
    await cancelWaitingCodes(tx, loanId, now);
    const remarks = `Loan was cancelled: ${request.reason}`;
    const moved = await moveLoan(tx, { loanId, to: 'cancelled', by: 'staff', at: now, remarks });
    // The loan row is locked, so this cannot miss; the condition is what keeps it honest if that changes.
    if (!moved) throw new NotCancellableError(loan.status);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'loan.cancelled',
      loanId,
      entityType: 'loan',
      entityId: loanId,
      before: { status: moved.before.status, remarks: moved.before.remarks },
      after: { status: 'cancelled', remarks },
    });
    await tellBorrower(tx, { mailer: deps.mailer, appUrl: deps.config.appUrl, now }, loan.userId, {
      kind: 'loan_cancelled',
      loan,
      reason: request.reason,
    });
  });
}
