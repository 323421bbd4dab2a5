import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §13.6: "Pay off early" on loan details. */
export const payoffMessages = defineMessages('payoff', {
  title: 'Pay off early',
  intro:
    'Close the loan whenever you like, without a penalty: you pay the principal, fees and penalties still owed, and interest only up to the day you pay.',
  loadFailed: 'We could not work out your payoff amount. Please try again.',
  payToday: 'Pay off today',
  otherDay:
    'To pay this amount, come back on that day: the amount to pay today is shown when you choose today.',
  offline: 'You are offline. The payoff amount is worked out for the day you pay: connect to see it.',
  payOffOn: 'Pay off on',
  principal: 'Principal still owed',
  // {date}: '7 December 2026'.
  interestUpTo: 'Interest up to {date}',
  feesAndLateFees: 'Fees and late fees',
  interestCredit: 'Interest you paid ahead, credited',
  interestSaved: 'Interest you save',
  // {date}: '7 December 2026'; {total}: 'K1,012.10'.
  total: 'To close the loan on {date}: {total}',
  working: 'Working out your payoff amount…',
});
