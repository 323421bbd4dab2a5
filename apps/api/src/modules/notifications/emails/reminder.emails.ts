import type { Language } from '@kwacha/shared/i18n/languages';
import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { emailRemindersMessages as messages } from '@kwacha/shared/i18n/server/email-reminders.messages';
import { dayInText } from '@kwacha/shared/i18n/server/server-dates';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { formatKwacha } from '@kwacha/shared/money/money';
import type { LateFeeRule } from '@kwacha/shared/staff/settings';
import {
  type EmailRecipient,
  greetingFor,
  languageOf,
  type RenderedEmail,
  renderEmail,
} from '../../mail/templates/layout';

export const REMINDER_EMAIL_TEMPLATE = 'repayment-reminder';

/** docs/product.md §13's reminders: 3 days before the due day, on it, 1 and 7 days after. */
export type ReminderKind = 'before_3' | 'due_day' | 'after_1' | 'after_7';

const SUBJECTS: Record<ReminderKind, MessageDescriptor> = {
  before_3: messages.subjectBefore3,
  due_day: messages.subjectDueDay,
  after_1: messages.subjectAfter1,
  after_7: messages.subjectAfter7,
};

/**
 * What a late reminder says about the late fee, by the rule in force: whether the grace days are over on
 * the reminder's day (the fee was added) or not yet (it will be), and nothing of a fee when it is 0%.
 */
function lateFeeNotice(
  language: Language | null,
  daysAfterDue: number,
  { lateFeeBasisPoints, graceDays }: LateFeeRule,
): string {
  const percent = String(lateFeeBasisPoints / 100);
  if (daysAfterDue > graceDays) {
    return lateFeeBasisPoints > 0
      ? translate(language, messages.overdueFeeAdded, { percent })
      : translate(language, messages.overdue);
  }
  return lateFeeBasisPoints > 0
    ? translate(language, messages.feeToCome, { graceDays, percent })
    : translate(language, messages.overdueToCome, { graceDays });
}

/**
 * docs/product.md §13's reminders: 3 days before, on the due day, 1 and 7 days after; wholly in the
 * borrower's language (§22).
 */
export function reminderEmail(input: {
  kind: ReminderKind;
  /** The reminder's day from the due date (servicing-rules.ts): a fee is added once it passes the grace days. */
  daysAfterDue: number;
  borrower: EmailRecipient;
  loanId: string;
  instalment: number;
  dueDate: string;
  owed: number;
  lateFee: LateFeeRule;
  appUrl: string;
}): RenderedEmail {
  const language = languageOf(input.borrower);
  const facts = {
    instalment: String(input.instalment),
    loanId: input.loanId.slice(0, 8),
    dueDate: dayInText(language, input.dueDate),
    amount: formatKwacha(input.owed),
  };
  const late = input.kind === 'after_1' || input.kind === 'after_7';
  const paragraphs = late
    ? [translate(language, messages.late, facts), lateFeeNotice(language, input.daysAfterDue, input.lateFee)]
    : [translate(language, messages.due, facts), translate(language, messages.howToPay)];
  return renderEmail({
    template: REMINDER_EMAIL_TEMPLATE,
    language,
    subject: translate(language, SUBJECTS[input.kind]),
    greeting: greetingFor(input.borrower),
    paragraphs,
    action: { label: translate(language, messages.button), url: `${input.appUrl}/make-payment` },
  });
}
