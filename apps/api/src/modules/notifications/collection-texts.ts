import type { Language } from '@kwacha/shared/i18n/languages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { smsCollectionsMessages as messages } from '@kwacha/shared/i18n/server/sms-collections.messages';
import { formatKwacha } from '@kwacha/shared/money/money';
import type { CollectionMessageFacts } from './emails/collection.emails';

/**
 * A collector's text from one of the templates (docs/product.md §23.3), in the borrower's language: one
 * GSM-7 segment in every language with the largest amounts (collection-texts.test.ts).
 */
export function collectionText(facts: CollectionMessageFacts, language: Language | null): string {
  const loanId = facts.loanId.slice(0, 8);
  if (facts.template === 'please_call_us') return translate(language, messages.pleaseCallUs, { loanId });
  if (facts.template === 'promise_reminder' && facts.promise) {
    return translate(language, messages.promiseReminder, {
      loanId,
      amount: formatKwacha(facts.promise.amount),
      date: facts.promise.date,
    });
  }
  return translate(language, messages.paymentOverdue, { loanId, amount: formatKwacha(facts.amountOverdue) });
}
