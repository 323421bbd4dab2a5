import type { Executor, LoanApplication } from '@kwacha/db';
import { formatKwacha } from '@kwacha/shared';
import type { NewEmail } from '../mail/mail.repository';
import { loanApprovedEmail, loanRejectedEmail } from '../mail/templates/loan-decision';
import { type NewNotice, notifyUser } from '../notifications/notifications.repository';
import { findBorrowerContact } from './loan-decisions.repository';

/** The bell text for the borrower: which loan (first 8 characters of its id, as SPEC.md shows ids) and how much. */
export function decisionNotice(loan: LoanApplication): NewNotice | undefined {
  const what = `Your loan application ${loan.id.slice(0, 8)} for ${formatKwacha(loan.amount)}`;
  if (loan.status === 'approved')
    return { type: 'loan_approved', message: `${what} was approved.`, loanId: loan.id };
  if (loan.status === 'rejected')
    return { type: 'loan_rejected', message: `${what} was not approved.`, loanId: loan.id };
  return undefined;
}

/**
 * Tells the borrower about an approval or a rejection: the notification is written in the caller's
 * transaction (with the decision), the e-mail is returned for the caller to queue once that commits, so a
 * rolled-back decision never reaches anyone's inbox. Other statuses announce nothing.
 */
export async function announceDecision(
  tx: Executor,
  loan: LoanApplication,
  appUrl: string,
): Promise<NewEmail | undefined> {
  const notice = decisionNotice(loan);
  if (!notice) return undefined;
  await notifyUser(tx, loan.userId, notice);
  const borrower = await findBorrowerContact(tx, loan.userId);
  const decided = { ...loan, productName: loan.quoteSnapshot.productName };
  const email =
    loan.status === 'approved'
      ? loanApprovedEmail(borrower, decided, appUrl)
      : loanRejectedEmail(borrower, decided, appUrl);
  return { to: borrower.email, ...email };
}
