import { emailDisbursementMessages as messages } from '@kwacha/shared/i18n/server/email-disbursement.messages';
import { dayInText } from '@kwacha/shared/i18n/server/server-dates';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { formatKwacha } from '@kwacha/shared/money/money';
import {
  type EmailRecipient,
  greetingFor,
  languageOf,
  type RenderedEmail,
  renderEmail,
} from '../../mail/templates/layout';

export const FUNDS_SENT_EMAIL_TEMPLATE = 'disbursement-completed';

/** The borrower's e-mail, wholly in their language (docs/product.md §22). */
export function fundsSentEmail(input: {
  borrower: EmailRecipient;
  loanId: string;
  appUrl: string;
  amountNgwee: number;
  destination: string;
  firstPayment: { amount: number; dueDate: string } | null;
}): RenderedEmail {
  const language = languageOf(input.borrower);
  const paragraphs = [
    translate(language, messages.paidOut, {
      amount: formatKwacha(input.amountNgwee),
      destination: input.destination,
    }),
  ];
  if (input.firstPayment) {
    paragraphs.push(
      translate(language, messages.firstInstalment, {
        amount: formatKwacha(input.firstPayment.amount),
        dueDate: dayInText(language, input.firstPayment.dueDate),
      }),
    );
  }
  return renderEmail({
    template: FUNDS_SENT_EMAIL_TEMPLATE,
    language,
    subject: translate(language, messages.paidOutSubject),
    greeting: greetingFor(input.borrower),
    paragraphs,
    action: {
      label: translate(language, messages.button),
      url: `${input.appUrl}/loan-details/${input.loanId}`,
    },
  });
}
