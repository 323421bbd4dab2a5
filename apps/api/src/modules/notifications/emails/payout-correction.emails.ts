import type { MessageValues } from '@kwacha/shared/i18n/format-message';
import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { emailDisbursementMessages as messages } from '@kwacha/shared/i18n/server/email-disbursement.messages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { formatKwacha, type Ngwee } from '@kwacha/shared/money/money';
import {
  type EmailRecipient,
  greetingFor,
  languageOf,
  type RenderedEmail,
  renderEmail,
} from '../../mail/templates/layout';

export const DESTINATION_CHANGED_EMAIL_TEMPLATE = 'loan-destination-changed';
export const LOAN_CANCELLED_EMAIL_TEMPLATE = 'loan-cancelled';

interface Input {
  borrower: EmailRecipient;
  loan: { id: string; amountReceived: Ngwee; amount: Ngwee };
  appUrl: string;
}

const shortId = (id: string) => id.slice(0, 8);

/** A borrower's e-mail about this loan, wholly in their language, with the button to the loan's page. */
function loanEmail(
  input: Input,
  template: string,
  subject: MessageDescriptor,
  paragraphs: [MessageDescriptor, MessageValues?][],
): RenderedEmail {
  const language = languageOf(input.borrower);
  return renderEmail({
    template,
    language,
    subject: translate(language, subject),
    greeting: greetingFor(input.borrower),
    paragraphs: paragraphs.map(([paragraph, values]) => translate(language, paragraph, values)),
    action: {
      label: translate(language, messages.button),
      url: `${input.appUrl}/loan-details/${input.loan.id}`,
    },
  });
}

/**
 * docs/product.md §12.6: the borrower hears that the money will go somewhere else, in their language, with
 * the new destination masked; the warning is for the case in which they did not ask for it.
 */
export function destinationChangedEmail(input: Input & { destination: string }): RenderedEmail {
  return loanEmail(input, DESTINATION_CHANGED_EMAIL_TEMPLATE, messages.destinationChangedSubject, [
    [
      messages.destinationChanged,
      {
        loanId: shortId(input.loan.id),
        amount: formatKwacha(input.loan.amountReceived),
        destination: input.destination,
      },
    ],
    [messages.destinationChangedWarning],
  ]);
}

/** docs/product.md §12.6: the loan was closed before any money went out; staff's reason as they wrote it. */
export function loanCancelledEmail(input: Input & { reason: string }): RenderedEmail {
  return loanEmail(input, LOAN_CANCELLED_EMAIL_TEMPLATE, messages.cancelledSubject, [
    [messages.cancelled, { loanId: shortId(input.loan.id), amount: formatKwacha(input.loan.amount) }],
    [messages.cancelledReason, { reason: input.reason }],
    [messages.cancelledNothingOwed],
  ]);
}
