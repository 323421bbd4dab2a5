import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** The loan details page around its sections (docs/product.md §2, Loan Details; §8). */
export const loanDetailsPageMessages = defineMessages('loanDetails.page', {
  title: 'Loan Details',
  back: 'Back',
  unauthorizedRole: 'Unauthorized role to view loan details.',
  // LOAN_DETAILS_ERRORS's English (lib/load-error-message.ts), which the staff view shows too.
  loadFailed: 'Failed to load loan details. Please try again.',
  notFound: 'Loan not found.',
  payWithMobileMoney: 'Pay with Mobile Money',
  somethingWrong: 'Something wrong with this loan or one of its payments?',
  raiseComplaint: 'Raise a complaint about this loan',
});
