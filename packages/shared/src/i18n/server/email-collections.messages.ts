import { defineMessages } from '../message-descriptor';

/**
 * The e-mails a collector may send a borrower whose loan is past due (docs/product.md §23.3,
 * apps/api/src/modules/notifications/emails/collection.emails.ts): templates only, never free text.
 */
export const emailCollectionsMessages = defineMessages('emailCollections', {
  subjectPaymentOverdue: 'Your loan is overdue',
  subjectPromiseReminder: 'A reminder of your promise to pay',
  subjectPleaseCallUs: 'Please contact us about your loan',
  paymentOverdue: 'Your loan {loanId} is overdue: {amount} is unpaid. Please pay as soon as you can.',
  promiseReminder: 'You promised to pay {amount} on your loan {loanId} by {date}. Please pay by then.',
  pleaseCallUs:
    'We would like to talk with you about your loan {loanId}. Please write to us from the Contact page of your account.',
  cannotPay: 'If you cannot pay, please tell us: we can talk about what is possible.',
  button: 'Make a payment',
  subjectCreditListingNotice: 'Pay by {date} to avoid a credit bureau listing',
  creditListingPastDue: 'Your loan {loanId} is past due: {amount} is unpaid.',
  creditListingWhy:
    'If it is still unpaid on {date}, we must report the loan to the credit bureau as in arrears, as the Credit Reporting Act requires of every lender. Other lenders see that record when you ask them for credit.',
  creditListingAvoid: 'If you pay {amount} by {date}, the loan will not be reported as in arrears.',
});
