import { formatKwacha } from '@kwacha/shared/money/money';
import { type RenderedEmail, renderEmail } from '../mail/templates/layout';

export const LOAN_REPAID_EMAIL_TEMPLATE = 'loan-repaid-receipt';

interface Person {
  firstName: string | null;
  username: string;
}

/** The receipt a borrower gets when the last payment clears the loan. */
export function loanRepaidEmail(input: {
  borrower: Person;
  loanId: string;
  productName: string;
  loanAmount: number;
  payment: { amount: number; reference: string; settledOn: string };
  totalRepaid: number;
  appUrl: string;
}): RenderedEmail {
  return renderEmail({
    template: LOAN_REPAID_EMAIL_TEMPLATE,
    subject: 'Receipt: your loan is fully repaid',
    greeting: `Hello ${input.borrower.firstName ?? input.borrower.username},`,
    paragraphs: [
      `We received your payment of ${formatKwacha(input.payment.amount)} on ${input.payment.settledOn} (reference ${input.payment.reference}).`,
      `Your ${input.productName} loan of ${formatKwacha(input.loanAmount)} (loan ${input.loanId.slice(0, 8)}) is now fully repaid: you paid ${formatKwacha(input.totalRepaid)} in total. Thank you!`,
      'Keep this e-mail as your receipt.',
    ],
    action: { label: 'View my loan', url: `${input.appUrl}/loan-details/${input.loanId}` },
  });
}
