import type { Executor, LoanApplication } from '@kwacha/db';
import { findCheckOfLoan } from '../credit-checks/credit-checks.public';
import type { Mailer } from '../mail/mail.service';
import { tellBorrower } from '../notifications/notifications.public';

/**
 * Tells the borrower about an approval or a rejection (the bell, the e-mail, and a text when they take
 * texts), in the caller's transaction, with the decision: a rolled-back decision never reaches anyone's
 * inbox. Other statuses announce nothing.
 */
export async function announceDecision(
  tx: Executor,
  mailer: Mailer,
  loan: LoanApplication,
  appUrl: string,
  now: Date = new Date(),
): Promise<void> {
  if (loan.status !== 'approved' && loan.status !== 'rejected') return;
  // A rejection that had the bureau's report before it says so (docs/product.md §25.2).
  const creditBureauUsed =
    loan.status === 'rejected' && (await findCheckOfLoan(tx, loan.id))?.status === 'used';
  await tellBorrower(tx, { mailer, appUrl, now }, loan.userId, {
    kind: loan.status === 'approved' ? 'loan_approved' : 'loan_rejected',
    loan: { ...loan, productName: loan.quoteSnapshot.productName, creditBureauUsed },
  });
}
