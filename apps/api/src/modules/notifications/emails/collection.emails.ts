import { emailCollectionsMessages as messages } from '@kwacha/shared/i18n/server/email-collections.messages';
import { dayInText } from '@kwacha/shared/i18n/server/server-dates';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { formatKwacha, type Ngwee } from '@kwacha/shared/money/money';
import type { ContactTemplate } from '@kwacha/shared/staff/collections';
import {
  type EmailRecipient,
  greetingFor,
  languageOf,
  type RenderedEmail,
  renderEmail,
} from '../../mail/templates/layout';

export const COLLECTION_EMAIL_TEMPLATE = 'collection-message';

/** What a collector's message says: the loan, what is overdue, and the promise it reminds of. */
export interface CollectionMessageFacts {
  template: ContactTemplate;
  loanId: string;
  amountOverdue: Ngwee;
  /** The open promise to pay; `promise_reminder` is sent only with one. */
  promise: { amount: Ngwee; date: string } | null;
}

const SUBJECTS = {
  payment_overdue: messages.subjectPaymentOverdue,
  promise_reminder: messages.subjectPromiseReminder,
  please_call_us: messages.subjectPleaseCallUs,
} as const;

/**
 * A collector's e-mail from one of the templates (docs/product.md §23.3), wholly in the borrower's language
 * (§22). Nothing a member of staff typed is in it: the note of the contact stays with staff.
 */
export function collectionEmail(
  borrower: EmailRecipient,
  facts: CollectionMessageFacts,
  appUrl: string,
): RenderedEmail {
  const language = languageOf(borrower);
  const loanId = facts.loanId.slice(0, 8);
  const main =
    facts.template === 'please_call_us'
      ? translate(language, messages.pleaseCallUs, { loanId })
      : facts.template === 'promise_reminder' && facts.promise
        ? translate(language, messages.promiseReminder, {
            loanId,
            amount: formatKwacha(facts.promise.amount),
            date: dayInText(language, facts.promise.date),
          })
        : translate(language, messages.paymentOverdue, { loanId, amount: formatKwacha(facts.amountOverdue) });
  return renderEmail({
    template: COLLECTION_EMAIL_TEMPLATE,
    language,
    subject: translate(language, SUBJECTS[facts.template]),
    greeting: greetingFor(borrower),
    paragraphs: [main, translate(language, messages.cannotPay)],
    action: { label: translate(language, messages.button), url: `${appUrl}/make-payment` },
  });
}
