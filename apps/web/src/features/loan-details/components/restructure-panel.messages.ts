import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §23.7: new terms offered on the borrower's loan, to accept or decline. */
export const restructurePanelMessages = defineMessages('loanRestructure', {
  title: 'A new repayment plan for this loan',
  intro: 'We offer you new terms to make this loan easier to repay. Read them, then accept or decline.',
  longerTerm: 'A longer term',
  holiday: 'A payment holiday',
  // {count}: 8; {amount}: 'K150.00'.
  newPlan: '{count} monthly instalments of {amount}',
  // {date}: '21 January 2027'.
  firstDue: 'First instalment: {date}',
  // {date}: '21 August 2027'.
  lastDue: 'Last instalment: {date}',
  // {amount}: 'K1,200.00'.
  totalAfter: 'In total under the new plan: {amount}',
  // {amount}: 'K1,100.00'.
  totalBefore: 'In total under your current plan: {amount}',
  scheduleTitle: 'The new instalments',
  dueDate: 'Due date',
  amount: 'Amount',
  factsTitle: 'Key facts',
  // {amount}: 'K45.50'.
  arrearsCarried:
    '{amount} of missed interest, fees and late fees moves into the new plan; no interest is charged on it.',
  // {months}: 2.
  holidayFree:
    'Nothing falls due for {months} months of payment holiday, and no interest is charged for the holiday.',
  earlyRepayment: 'You may still repay early at any time without a penalty.',
  agreeTitle: 'What you agree to',
  accept: 'Accept the new plan',
  decline: 'Decline',
  saving: 'Saving…',
  failed: 'Your answer could not be saved. Please try again.',
  accepted: 'You accepted this plan. It takes effect once we approve it; we will tell you when.',
  declined: 'You declined this plan. Your current plan stays.',
});
