import { emailDisbursementMessages as messages } from '@kwacha/shared/i18n/server/email-disbursement.messages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { formatKwacha, type Ngwee } from '@kwacha/shared/money/money';
import {
  type EmailRecipient,
  greetingFor,
  languageOf,
  type RenderedEmail,
  renderEmail,
} from '../mail/templates/layout';

export const DESTINATION_CHANGED_EMAIL_TEMPLATE = 'loan-destination-changed';
export const LOAN_CANCELLED_EMAIL_TEMPLATE = 'loan-cancelled';

interface Input {
  borrower: EmailRecipient;
  loan: { id: string; amountReceived: Ngwee; amount: Ngwee };
  appUrl: string;
}

const shortId = (id: string) => id.slice(0, 8);

/**
 * docs/product.md §12.6: the borrower hears that the money will go somewhere else, in their language, with
 * the new destination masked; the warning is for the case in which they did not ask for it.
 */
export function destinationChangedEmail(input: Input & { destination: string }): RenderedEmail {
  const language = languageOf(input.borrower);
  return renderEmail({
    template: DESTINATION_CHANGED_EMAIL_TEMPLATE,
    language,
    subject: translate(language, messages.destinationChangedSubject),
    greeting: greetingFor(input.borrower),
    paragraphs: [
      translate(language, messages.destinationChanged, {
        loanId: shortId(input.loan.id),
        amount: formatKwacha(input.loan.amountReceived),
        destination: input.destination,
      }),
      translate(language, messages.destinationChangedWarning),
    ],
    action: {
      label: translate(language, messages.button),
      url: `${input.appUrl}/loan-details/${input.loan.id}`,
    },
  });
}

/** docs/product.md §12.6: the loan was closed before any money went out; staff's reason as they wrote it. */
export function loanCancelledEmail(input: Input & { reason: string }): RenderedEmail {
  const language = languageOf(input.borrower);
  return renderEmail({
    template: LOAN_CANCELLED_EMAIL_TEMPLATE,
    language,
    subject: translate(language, messages.cancelledSubject),
    greeting: greetingFor(input.borrower),
    paragraphs: [
      translate(language, messages.cancelled, {
        loanId: shortId(input.loan.id),
        amount: formatKwacha(input.loan.amount),
      }),
      translate(language, messages.cancelledReason, { reason: input.reason }),
      translate(language, messages.cancelledNothingOwed),
    ],
    action: {
      label: translate(language, messages.button),
      url: `${input.appUrl}/loan-details/${input.loan.id}`,
    },
  });
}
