import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { LOAD_FAILED_MESSAGE } from '../../lib/load-error-message';

/** /payment-history (docs/product.md §2, Payment History). */
export const paymentHistoryMessages = defineMessages('paymentHistory', {
  title: 'Payment History',
  // Followed by the loan's short id, a link to it.
  paymentsOnLoan: 'Payments on loan',
  showAll: 'Show all payments',
  noPayments: 'You have not made any payments yet.',
  noLoanPayments: 'No payments have been made on this loan yet.',
  makePayment: 'Make a Payment',
  loadFailed: LOAD_FAILED_MESSAGE,
  captionLoan: 'Payments on this loan, newest first',
  captionAll: 'Your payments, newest first',
  loading: 'Loading your payments…',
});

/** The wide-screen table's column headings. */
export const paymentTableMessages = defineMessages('paymentHistory.table', {
  date: 'Date',
  loan: 'Loan',
  amount: 'Amount',
  paidFrom: 'Paid from',
  status: 'Status',
  reference: 'Reference',
  reason: 'Reason',
  receipt: 'Receipt',
});
