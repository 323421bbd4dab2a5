import { defineMessages } from '../message-descriptor';

/**
 * The due-date reminders and overdue notices (apps/api/src/modules/servicing/reminder.emails.ts):
 * 3 days before, on the due day, 1 and 7 days after. `percent` is the late fee ("5", "2.5").
 */
export const emailRemindersMessages = defineMessages('emailReminders', {
  subjectBefore3: 'Your loan instalment is due in 3 days',
  subjectDueDay: 'Your loan instalment is due today',
  subjectAfter1: 'Your loan instalment is 1 day late',
  subjectAfter7: 'Your loan instalment is 7 days late',
  due: 'Instalment {instalment} of your loan {loanId} is due on {dueDate}: {amount}.',
  howToPay: 'You can pay by MTN, Airtel or Zamtel mobile money from the Make Payment page.',
  late: 'Instalment {instalment} of your loan {loanId} was due on {dueDate}. {amount} is still to pay.',
  overdueFeeAdded:
    'The loan is overdue and a one-time late fee of {percent}% of the overdue amount was added. Please pay now to bring it back up to date.',
  overdue: 'The loan is overdue. Please pay now to bring it back up to date.',
  feeToCome:
    'Please pay as soon as you can: {graceDays, plural, one {# day} other {# days}} after the due date a one-time late fee of {percent}% of the overdue amount is added.',
  overdueToCome:
    'Please pay as soon as you can: {graceDays, plural, one {# day} other {# days}} after the due date the loan becomes overdue.',
  button: 'Make a payment',
});
