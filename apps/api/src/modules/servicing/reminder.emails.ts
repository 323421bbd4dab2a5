import { formatKwacha } from '@kwacha/shared/money/money';
import type { LateFeeRule } from '@kwacha/shared/staff/settings';
import { type RenderedEmail, renderEmail } from '../mail/templates/layout';
import { type ReminderKind, SERVICING_RULES } from './servicing-rules';

export const REMINDER_EMAIL_TEMPLATE = 'repayment-reminder';

const SUBJECTS: Record<ReminderKind, string> = {
  before_3: 'Your loan instalment is due in 3 days',
  due_day: 'Your loan instalment is due today',
  after_1: 'Your loan instalment is 1 day late',
  after_7: 'Your loan instalment is 7 days late',
};

/**
 * What a late reminder says about the late fee, by the rule in force: whether the grace days are over on
 * the reminder's day (the fee was added) or not yet (it will be), and nothing of a fee when it is 0%.
 */
function lateFeeNotice(kind: ReminderKind, { lateFeeBasisPoints, graceDays }: LateFeeRule): string {
  const fee = `a one-time late fee of ${lateFeeBasisPoints / 100}% of the overdue amount`;
  if (SERVICING_RULES.reminderDays[kind] > graceDays) {
    return lateFeeBasisPoints > 0
      ? `The loan is overdue and ${fee} was added. Please pay now to bring it back up to date.`
      : 'The loan is overdue. Please pay now to bring it back up to date.';
  }
  const when = `${graceDays} day${graceDays === 1 ? '' : 's'} after the due date`;
  return lateFeeBasisPoints > 0
    ? `Please pay as soon as you can: ${when} ${fee} is added.`
    : `Please pay as soon as you can: ${when} the loan becomes overdue.`;
}

/** docs/product.md §13's reminders: 3 days before, on the due day, 1 and 7 days after. */
export function reminderEmail(input: {
  kind: ReminderKind;
  borrower: { firstName: string | null; username: string };
  loanId: string;
  instalment: number;
  dueDate: string;
  owed: number;
  lateFee: LateFeeRule;
  appUrl: string;
}): RenderedEmail {
  const what = `Instalment ${input.instalment} of your loan ${input.loanId.slice(0, 8)}`;
  const late = input.kind === 'after_1' || input.kind === 'after_7';
  const paragraphs = late
    ? [
        `${what} was due on ${input.dueDate}. ${formatKwacha(input.owed)} is still to pay.`,
        lateFeeNotice(input.kind, input.lateFee),
      ]
    : [
        `${what} is due on ${input.dueDate}: ${formatKwacha(input.owed)}.`,
        'You can pay by MTN, Airtel or Zamtel mobile money from the Make Payment page.',
      ];
  return renderEmail({
    template: REMINDER_EMAIL_TEMPLATE,
    subject: SUBJECTS[input.kind],
    greeting: `Hello ${input.borrower.firstName ?? input.borrower.username},`,
    paragraphs,
    action: { label: 'Make a payment', url: `${input.appUrl}/make-payment` },
  });
}
