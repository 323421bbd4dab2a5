import { emailPaymentsMessages as messages } from '@kwacha/shared/i18n/server/email-payments.messages';
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

export const LOAN_REPAID_EMAIL_TEMPLATE = 'loan-repaid-receipt';

/** The receipt a borrower gets when the last payment clears the loan, in their language (§22). */
export function loanRepaidEmail(input: {
  borrower: EmailRecipient;
  loanId: string;
  productName: string;
  loanAmount: number;
  payment: { amount: number; reference: string; settledOn: string };
  totalRepaid: number;
  appUrl: string;
}): RenderedEmail {
  const language = languageOf(input.borrower);
  return renderEmail({
    template: LOAN_REPAID_EMAIL_TEMPLATE,
    language,
    subject: translate(language, messages.repaidSubject),
    greeting: greetingFor(input.borrower),
    paragraphs: [
      translate(language, messages.repaidReceived, {
        amount: formatKwacha(input.payment.amount),
        settledOn: dayInText(language, input.payment.settledOn),
        reference: input.payment.reference,
      }),
      translate(language, messages.repaidSummary, {
        productName: input.productName,
        loanAmount: formatKwacha(input.loanAmount),
        loanId: input.loanId.slice(0, 8),
        totalRepaid: formatKwacha(input.totalRepaid),
      }),
      translate(language, messages.keepReceipt),
    ],
    action: {
      label: translate(language, messages.button),
      url: `${input.appUrl}/loan-details/${input.loanId}`,
    },
  });
}
