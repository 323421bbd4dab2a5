import type { ComplaintCategory } from '@kwacha/shared/complaints/complaints';
import type { Language } from '@kwacha/shared/i18n/languages';
import { emailComplaintsMessages as messages } from '@kwacha/shared/i18n/server/email-complaints.messages';
import { deadlineInText } from '@kwacha/shared/i18n/server/server-dates';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import {
  type EmailRecipient,
  greetingFor,
  languageOf,
  type RenderedEmail,
  renderEmail,
} from '../../mail/templates/layout';

export const COMPLAINT_RECEIVED_EMAIL_TEMPLATE = 'complaint-received';
export const COMPLAINT_ACKNOWLEDGED_EMAIL_TEMPLATE = 'complaint-acknowledged';
export const COMPLAINT_RESOLVED_EMAIL_TEMPLATE = 'complaint-resolved';

interface ComplaintFacts {
  reference: string;
  category: ComplaintCategory;
  acknowledgeBy: Date;
  resolveBy: Date;
}

/** Each category as the borrower reads it (complaintCategoryLabel in English). */
export const COMPLAINT_CATEGORY_NAMES = {
  payment_not_applied: messages.categoryPaymentNotApplied,
  wrong_amount_or_charges: messages.categoryWrongAmountOrCharges,
  disbursement: messages.categoryDisbursement,
  collection_conduct: messages.categoryCollectionConduct,
  personal_data: messages.categoryPersonalData,
  credit_report: messages.categoryCreditReport,
  other: messages.categoryOther,
} as const satisfies Record<ComplaintCategory, unknown>;

const action = (language: Language | null, appUrl: string) => ({
  label: translate(language, messages.button),
  url: `${appUrl}/complaints`,
});
// The stored e-mail names the complaint by reference and category only: never the borrower's description.
const about = (language: Language | null, c: ComplaintFacts) => ({
  reference: c.reference,
  category: translate(language, COMPLAINT_CATEGORY_NAMES[c.category]),
});

/** docs/product.md §10 and §17.4: sent when the borrower raises a complaint. In their language (§22). */
export function complaintReceivedEmail(
  borrower: EmailRecipient,
  c: ComplaintFacts,
  appUrl: string,
): RenderedEmail {
  const language = languageOf(borrower);
  return renderEmail({
    template: COMPLAINT_RECEIVED_EMAIL_TEMPLATE,
    language,
    subject: translate(language, messages.receivedSubject, { reference: c.reference }),
    greeting: greetingFor(borrower),
    paragraphs: [
      translate(language, messages.received, about(language, c)),
      translate(language, messages.receivedDeadlines, {
        acknowledgeBy: deadlineInText(language, c.acknowledgeBy),
        resolveBy: deadlineInText(language, c.resolveBy),
      }),
      translate(language, messages.bankOfZambia),
    ],
    action: action(language, appUrl),
  });
}

export function complaintAcknowledgedEmail(
  borrower: EmailRecipient,
  c: ComplaintFacts,
  appUrl: string,
): RenderedEmail {
  const language = languageOf(borrower);
  return renderEmail({
    template: COMPLAINT_ACKNOWLEDGED_EMAIL_TEMPLATE,
    language,
    subject: translate(language, messages.acknowledgedSubject, { reference: c.reference }),
    greeting: greetingFor(borrower),
    paragraphs: [
      translate(language, messages.acknowledged, about(language, c)),
      translate(language, messages.answerBy, { resolveBy: deadlineInText(language, c.resolveBy) }),
    ],
    action: action(language, appUrl),
  });
}

/** Staff's answer is shown as staff wrote it (decision 029); the rest is in the borrower's language. */
export function complaintResolvedEmail(
  borrower: EmailRecipient,
  c: ComplaintFacts & { resolution: string },
  appUrl: string,
): RenderedEmail {
  const language = languageOf(borrower);
  return renderEmail({
    template: COMPLAINT_RESOLVED_EMAIL_TEMPLATE,
    language,
    subject: translate(language, messages.resolvedSubject, { reference: c.reference }),
    greeting: greetingFor(borrower),
    paragraphs: [
      translate(language, messages.resolved, about(language, c)),
      c.resolution,
      translate(language, messages.bankOfZambiaAfterAnswer),
    ],
    action: action(language, appUrl),
  });
}
