import { formatKwacha } from '@kwacha/shared/money/money';
import { type RenderedEmail, renderEmail } from './layout';

interface Recipient {
  firstName: string | null;
  username: string;
}

interface DecidedLoan {
  id: string;
  amount: number;
  amountReceived: number;
  durationMonths: number;
  remarks: string | null;
  productName: string;
}

const greet = (user: Recipient) => `Hello ${user.firstName ?? user.username},`;
const shortId = (id: string) => id.slice(0, 8);

export function loanApprovedEmail(user: Recipient, loan: DecidedLoan, appUrl: string): RenderedEmail {
  return renderEmail({
    template: 'loan-approved',
    subject: 'Your loan application was approved',
    greeting: greet(user),
    paragraphs: [
      `Good news: your ${loan.productName} application ${shortId(loan.id)} for ${formatKwacha(loan.amount)} over ${loan.durationMonths} months was approved.`,
      `We will now send ${formatKwacha(loan.amountReceived)} (the amount after the 5% service fee) to the account you chose, usually within 24 hours. Your repayment schedule starts on the day the money arrives.`,
      ...(loan.remarks ? [`Remarks: ${loan.remarks}`] : []),
    ],
    action: { label: 'View my loan', url: `${appUrl}/loan-details/${loan.id}` },
  });
}

export function loanRejectedEmail(user: Recipient, loan: DecidedLoan, appUrl: string): RenderedEmail {
  return renderEmail({
    template: 'loan-rejected',
    subject: 'Your loan application was not approved',
    greeting: greet(user),
    paragraphs: [
      `We are sorry: your ${loan.productName} application ${shortId(loan.id)} for ${formatKwacha(loan.amount)} was not approved.`,
      ...(loan.remarks ? [`Remarks: ${loan.remarks}`] : []),
      'You may apply again later. If you have questions, our support team is available Monday-Friday 8:00-18:00 and Saturday 9:00-14:00.',
    ],
    action: { label: 'View my loans', url: `${appUrl}/my-loans` },
  });
}
