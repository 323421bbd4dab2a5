import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** The Payment History section of loan details. */
export const loanPaymentHistoryMessages = defineMessages('paymentHistory.loan', {
  heading: 'Payment History',
  empty: 'No payments yet.',
  listLabel: 'Payments on this loan',
});
