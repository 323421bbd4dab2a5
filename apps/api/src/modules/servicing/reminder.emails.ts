import { formatKwacha } from '@kwacha/shared/money/money';
import { type RenderedEmail, renderEmail } from '../mail/templates/layout';
import { type ReminderKind, SERVICING_RULES } from './servicing-rules';

export const REMINDER_EMAIL_TEMPLATE = 'repayment-reminder';

const SUBJECTS: Record<ReminderKind, string> = {
  before_3: 'Your loan instalment is due in 3 days',
  due_day: 'Your loan instalment is due today',
  after_1: 'Your loan instalment is 1 day late',
  after_7: 'Your loan instalment is 7 days late',
};

const lateFeePercent = `${SERVICING_RULES.lateFeeBasisPoints / 100}%`;

/** docs/product.md §13's reminders: 3 days before, on the due day, 1 and 7 days after. */
export function reminderEmail(input: {
  kind: ReminderKind;
  borrower: { firstName: string | null; username: string };
  loanId: string;
  instalment: number;
  dueDate: string;
  owed: number;
  appUrl: string;
}): RenderedEmail {
  const what = `Instalment ${input.instalment} of your loan ${input.loanId.slice(0, 8)}`;
  const late = input.kind === 'after_1' || input.kind === 'after_7';
  const paragraphs = late
    ? [
        `${what} was due on ${input.dueDate}. ${formatKwacha(input.owed)} is still to pay.`,
        input.kind === 'after_1'
          ? `Please pay as soon as you can: ${SERVICING_RULES.graceDays} days after the due date a one-time late fee of ${lateFeePercent} of the overdue amount is added.`
          : `The loan is overdue and a one-time late fee of ${lateFeePercent} of the overdue amount was added. Please pay now to bring it back up to date.`,
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
