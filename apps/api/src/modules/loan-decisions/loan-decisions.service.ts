import { DECISION_REMARKS } from '@kwacha/shared/loans/loan-transitions';
import type { StatusUpdateRequest } from '@kwacha/shared/staff/admin-loans';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { assertKycAllows } from '../kyc/kyc.service';
import { moveLoan } from '../loans/loan-moves';
import { LoanNotFoundError } from '../loans/loans.errors';
import { findLoanStatus } from '../loans/loans.public';
import { refuseOwnLoan } from '../loans/own-loan-guard';
import { announceDecision } from './decision-notices';
import { IllegalTransitionError } from './loan-decisions.errors';

/**
 * A staff decision on a loan (docs/product.md §12): in review, approved or rejected. The move, its audit
 * record, the borrower's notification and e-mail commit together or not at all. Approval also needs the
 * borrower's identity documents approved (§20.5); refusing it rolls the move back.
 */
export async function decideLoanStatus(
  ctx: Pick<AppContext, 'db' | 'now' | 'mailer' | 'config'>,
  actorId: string,
  loanId: string,
  request: StatusUpdateRequest,
) {
  const to = request.status;
  // An empty remark (the dialog's text box left blank) means docs/product.md's standard remark.
  const remarks = request.remarks || DECISION_REMARKS[to];
  const at = ctx.now();
  const loan = await ctx.db.transaction(async (tx) => {
    // The reason, when staff give one, is kept beside SPEC's remark, never instead of it.
    const rejectionReason = to === 'rejected' ? request.reason || undefined : undefined;
    const moved = await moveLoan(tx, { loanId, to, by: 'staff', at, remarks, rejectionReason });
    if (!moved) {
      const current = await findLoanStatus(tx, loanId);
      if (!current) throw new LoanNotFoundError();
      throw new IllegalTransitionError(current, to);
    }
    refuseOwnLoan(moved.loan, actorId);
    if (to === 'approved') await assertKycAllows(tx, moved.loan.userId, 'approval');
    await recordAudit(tx, {
      actorId,
      action: 'loan.status_changed',
      loanId,
      entityType: 'loan',
      entityId: loanId,
      before: moved.before,
      after: {
        status: moved.loan.status,
        remarks: moved.loan.remarks,
        ...(moved.loan.rejectionReason && { reason: moved.loan.rejectionReason }),
      },
    });
    await announceDecision(tx, ctx.mailer, moved.loan, ctx.config.appUrl, ctx.now());
    return moved.loan;
  });
  return { id: loan.id, status: loan.status, remarks: loan.remarks };
}
