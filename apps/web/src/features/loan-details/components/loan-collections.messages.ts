import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §23.4 and §23.3: a past-due loan's promise to pay, and what collectors sent. */
export const loanCollectionsMessages = defineMessages('loanCollections', {
  promiseTitle: 'Promise to pay',
  // {amount}: 'K1,250.50'.
  overdue: 'This loan is {amount} past due. Tell us how much you will pay and by when.',
  // {days}: 30.
  promiseHint: 'Choose a day from today, at most {days} days ahead.',
  amount: 'Amount (K)',
  date: 'I will pay by',
  submit: 'Make the promise',
  saving: 'Saving…',
  amountNeeded: 'Enter an amount, for example 500 or 500.50.',
  // {days}: 30.
  dateNeeded: 'Choose a day from today, at most {days} days ahead.',
  failed: 'Your promise could not be saved. Please try again.',
  // {amount}: 'K500.00'; {date}: '4 December 2026'.
  current: 'Your promise: {amount} by {date}',
  statusLabel: 'Status',
  statusOpen: 'Waiting for your payment',
  statusKept: 'Kept, thank you',
  statusBroken: 'Not kept',
  // {amount}: 'K200.00'.
  paidSince: 'Paid since you promised: {amount}',
  messagesTitle: 'Messages about this loan',
  messagesIntro: 'What we sent you about this loan.',
  channelSms: 'Text message',
  channelEmail: 'E-mail',
  templatePaymentOverdue: 'Your payment is overdue',
  templatePromiseReminder: 'Reminder of your promise to pay',
  templatePleaseCallUs: 'Please call us',
});
