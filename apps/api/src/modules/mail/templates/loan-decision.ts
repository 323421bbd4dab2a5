import { isLanguage } from '@kwacha/shared/i18n/languages';
import { emailMessages as messages } from '@kwacha/shared/i18n/server/email.messages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { formatKwacha } from '@kwacha/shared/money/money';
import { type RenderedEmail, renderEmail } from './layout';

interface Recipient {
  firstName: string | null;
  username: string;
  /** The borrower's language: subject, greeting and first paragraph follow it (docs/product.md §22). */
  language?: string | null;
}

interface DecidedLoan {
  id: string;
  amount: number;
  amountReceived: number;
  durationMonths: number;
  remarks: string | null;
  productName: string;
}

const languageOf = (user: Recipient) => (isLanguage(user.language) ? user.language : null);
const greet = (user: Recipient) =>
  translate(languageOf(user), messages.greeting, { name: user.firstName ?? user.username });
const shortId = (id: string) => id.slice(0, 8);

export function loanApprovedEmail(user: Recipient, loan: DecidedLoan, appUrl: string): RenderedEmail {
  return renderEmail({
    template: 'loan-approved',
    subject: translate(languageOf(user), messages.loanApprovedSubject),
    greeting: greet(user),
    paragraphs: [
      translate(languageOf(user), messages.loanApprovedFirst, {
        productName: loan.productName,
        loanId: shortId(loan.id),
        amount: formatKwacha(loan.amount),
        months: String(loan.durationMonths),
      }),
      `We will now send ${formatKwacha(loan.amountReceived)} (the amount after the 5% service fee) to the account you chose, usually within 24 hours. Your repayment schedule starts on the day the money arrives.`,
      ...(loan.remarks ? [`Remarks: ${loan.remarks}`] : []),
    ],
    action: { label: 'View my loan', url: `${appUrl}/loan-details/${loan.id}` },
  });
}

export function loanRejectedEmail(user: Recipient, loan: DecidedLoan, appUrl: string): RenderedEmail {
  return renderEmail({
    template: 'loan-rejected',
    subject: translate(languageOf(user), messages.loanRejectedSubject),
    greeting: greet(user),
    paragraphs: [
      translate(languageOf(user), messages.loanRejectedFirst, {
        productName: loan.productName,
        loanId: shortId(loan.id),
        amount: formatKwacha(loan.amount),
      }),
      ...(loan.remarks ? [`Remarks: ${loan.remarks}`] : []),
      'You may apply again later. If you have questions, our support team is available Monday-Friday 8:00-18:00 and Saturday 9:00-14:00.',
    ],
    action: { label: 'View my loans', url: `${appUrl}/my-loans` },
  });
}
