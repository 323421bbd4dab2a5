import type { CreditReportView } from '@kwacha/shared/staff/credit-checks';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { LoanNotFoundError } from '../loans/loans.errors';
import { findLoanWithBorrower } from '../loans/loans.public';
import { findUserById } from '../users/users.public';
import { runApplicationCheck } from './credit-check.service';
import { CreditCheckNotFailedError } from './credit-checks.errors';
import { findCheckOfLoan } from './credit-checks.repository';
import { creditReportOfLoan } from './credit-report-view.service';

const OPEN = ['pending', 'in_review', 'approval_error'];

/**
 * Staff ask the bureau again for an open application whose check failed (docs/product.md §25.2). The
 * request key is the application's, so the bureau never charges twice for it; the consent given with the
 * application still covers it. The application stays with staff, who decide it with the new answer.
 */
export async function checkAgain(
  ctx: Pick<AppContext, 'db' | 'config' | 'now' | 'logger'>,
  actorId: string,
  loanId: string,
): Promise<CreditReportView> {
  const found = await findLoanWithBorrower(ctx.db, loanId);
  if (!found) throw new LoanNotFoundError();
  const check = await findCheckOfLoan(ctx.db, loanId);
  if (check?.status !== 'bureau_unavailable' || !OPEN.includes(found.loan.status))
    throw new CreditCheckNotFailedError();
  const person = await findUserById(ctx.db, found.user.id);
  if (!person) throw new LoanNotFoundError();
  const after = await runApplicationCheck(ctx, person, found.loan, true);
  await recordAudit(ctx.db, {
    actorId,
    action: 'credit_report.checked_again',
    loanId,
    entityType: 'loan',
    entityId: loanId,
    before: { status: check.status },
    after: { status: after.status, reportId: after.reportId },
  });
  return creditReportOfLoan(ctx, actorId, loanId);
}
