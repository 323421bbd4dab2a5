import { isLanguage } from '@kwacha/shared/i18n/languages';
import { emailMessages as messages } from '@kwacha/shared/i18n/server/email.messages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { formatKwacha } from '@kwacha/shared/money/money';
import { type RenderedEmail, renderEmail } from '../mail/templates/layout';

export const LOAN_REPAID_EMAIL_TEMPLATE = 'loan-repaid-receipt';

interface Person {
  firstName: string | null;
  username: string;
  /** Subject, greeting and first paragraph follow it (docs/product.md §22). */
  language?: string | null;
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
  const language = isLanguage(input.borrower.language) ? input.borrower.language : null;
  return renderEmail({
    template: LOAN_REPAID_EMAIL_TEMPLATE,
    subject: translate(language, messages.loanRepaidSubject),
    greeting: translate(language, messages.greeting, {
      name: input.borrower.firstName ?? input.borrower.username,
    }),
    paragraphs: [
      translate(language, messages.loanRepaidFirst, {
        amount: formatKwacha(input.payment.amount),
        settledOn: input.payment.settledOn,
        reference: input.payment.reference,
      }),
      `Your ${input.productName} loan of ${formatKwacha(input.loanAmount)} (loan ${input.loanId.slice(0, 8)}) is now fully repaid: you paid ${formatKwacha(input.totalRepaid)} in total. Thank you!`,
      'Keep this e-mail as your receipt.',
    ],
    action: { label: 'View my loan', url: `${input.appUrl}/loan-details/${input.loanId}` },
  });
}
