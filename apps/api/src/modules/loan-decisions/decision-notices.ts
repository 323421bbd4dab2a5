import type { Executor, LoanApplication } from '@kwacha/db';
import type { Mailer } from '../mail/mail.service';
import { loanApprovedEmail, loanRejectedEmail } from '../mail/templates/loan-decision';
import { borrowerNotices } from '../notifications/borrower-notices';
import { type BorrowerNotice, notifyUser } from '../notifications/notifications.public';
import { queueSmsToBorrower } from '../sms/sms.service';
import { smsTexts } from '../sms/sms-texts';
import { findBorrowerContact } from '../users/users.public';

/**
 * The bell text for the borrower, in their language: which loan (first 8 characters of its id, as
 * docs/product.md shows ids) and how much.
 */
export function decisionNotice(loan: LoanApplication): BorrowerNotice | undefined {
  if (loan.status === 'approved')
    return { type: 'loan_approved', message: borrowerNotices.loanApproved(loan), loanId: loan.id };
  if (loan.status === 'rejected')
    return { type: 'loan_rejected', message: borrowerNotices.loanRejected(loan), loanId: loan.id };
  return undefined;
}

/**
 * Tells the borrower about an approval or a rejection: the notification and the e-mail are written in the
 * caller's transaction (with the decision), so a rolled-back decision never reaches anyone's inbox. Other
 * statuses announce nothing.
 */
export async function announceDecision(
  tx: Executor,
  mailer: Mailer,
  loan: LoanApplication,
  appUrl: string,
  now: Date = new Date(),
): Promise<void> {
  const notice = decisionNotice(loan);
  if (!notice) return;
  await notifyUser(tx, loan.userId, notice);
  const borrower = await findBorrowerContact(tx, loan.userId);
  const decided = { ...loan, productName: loan.quoteSnapshot.productName };
  const email =
    loan.status === 'approved'
      ? loanApprovedEmail(borrower, decided, appUrl)
      : loanRejectedEmail(borrower, decided, appUrl);
  await mailer.queue({ to: borrower.email, ...email }, tx);
  // And by SMS when the borrower asked for texts (docs/product.md "SMS").
  const approved = loan.status === 'approved';
  await queueSmsToBorrower(
    tx,
    {
      userId: loan.userId,
      kind: approved ? 'loan_approved' : 'loan_rejected',
      body: (language) =>
        approved ? smsTexts.loanApproved(loan, language) : smsTexts.loanRejected(loan, language),
    },
    now,
  );
}
