import { defineMessages } from '../message-descriptor';

/**
 * The texts a collector may send a borrower whose loan is past due (docs/product.md §23.3): templates
 * only, never free text. One GSM-7 segment each in every language with the largest amounts
 * (apps/api/src/modules/notifications/collection-messages.test.ts). Amounts formatted, dates ISO, loan
 * ids shortened, as in the other texts.
 */
export const smsCollectionsMessages = defineMessages('smsCollections', {
  paymentOverdue:
    'Kwacha Loans: your loan {loanId} is overdue: {amount} is unpaid. Please pay in your account, or call us if you cannot.',
  promiseReminder:
    'Kwacha Loans: a reminder that you promised to pay {amount} on loan {loanId} by {date}. Please pay in your account.',
  pleaseCallUs:
    'Kwacha Loans: please contact us about your loan {loanId}. You can write to us from the Contact page of your account.',
});
