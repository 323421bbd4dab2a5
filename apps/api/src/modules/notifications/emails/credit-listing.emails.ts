import { emailCollectionsMessages as messages } from '@kwacha/shared/i18n/server/email-collections.messages';
import { dayInText } from '@kwacha/shared/i18n/server/server-dates';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { formatKwacha, type Ngwee } from '@kwacha/shared/money/money';
import {
  type EmailRecipient,
  greetingFor,
  languageOf,
  type RenderedEmail,
  renderEmail,
} from '../../mail/templates/layout';

export const CREDIT_LISTING_NOTICE_EMAIL_TEMPLATE = 'credit-listing-notice';

/** What the notice before a first negative credit bureau listing says (docs/product.md §25.4). */
export interface CreditListingNoticeFacts {
  loanId: string;
  /** What is past due on the day the notice is sent (ngwee). */
  amount: Ngwee;
  /** The first day the loan may be reported as in arrears: paying by then avoids it. */
  listableOn: string;
}

/** The e-mail, wholly in the borrower's language: what to pay, by when, and why it matters. */
export function creditListingNoticeEmail(
  borrower: EmailRecipient,
  facts: CreditListingNoticeFacts,
  appUrl: string,
): RenderedEmail {
  const language = languageOf(borrower);
  const values = {
    loanId: facts.loanId.slice(0, 8),
    amount: formatKwacha(facts.amount),
    date: dayInText(language, facts.listableOn),
  };
  return renderEmail({
    template: CREDIT_LISTING_NOTICE_EMAIL_TEMPLATE,
    language,
    subject: translate(language, messages.subjectCreditListingNotice, values),
    greeting: greetingFor(borrower),
    paragraphs: [
      translate(language, messages.creditListingPastDue, values),
      translate(language, messages.creditListingWhy, values),
      translate(language, messages.creditListingAvoid, values),
      translate(language, messages.cannotPay),
    ],
    action: { label: translate(language, messages.button), url: `${appUrl}/make-payment` },
  });
}
