import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { PAYMENT_STATUS_LABELS } from '../../lib/payments/payment-format';

/** A payment's state in words (the status badge). */
export const paymentStatusMessages = defineMessages('payments.status', {
  pending: PAYMENT_STATUS_LABELS.pending,
  successful: PAYMENT_STATUS_LABELS.successful,
  failed: PAYMENT_STATUS_LABELS.failed,
  expired: PAYMENT_STATUS_LABELS.expired,
});

/** One payment as a card (the history page on phones, loan details' Payment History). */
export const paymentCardMessages = defineMessages('payments.card', {
  // {status}: the badge's words ('Successful'); {amount}: 'K100.00'.
  label: '{status} payment of {amount}',
  date: 'Date',
  settled: 'Settled',
  loan: 'Loan',
  paidFrom: 'Paid from',
  reference: 'Reference',
  reason: 'Reason',
});

/** 'MTN ••••3456': what a screen reader hears between the network and the last digits ("MTN ending 3456"). */
export const paidFromMessages = defineMessages('payments.paidFrom', {
  ending: 'ending',
});

/** A payment the payment simulator handled (docs/product.md §13.5). */
export const simulatedMessages = defineMessages('payments.simulated', {
  simulated: 'Simulated — no money moved',
});

/**
 * Why a payment failed, by kind (packages/shared/src/payments/payment-failure.ts): the provider's own
 * English is shown only beside it, after `providerSaid`.
 */
export const paymentFailureMessages = defineMessages('payments.failure', {
  insufficient_funds: 'There was not enough money in the mobile money wallet.',
  declined: 'The payment was declined on the phone.',
  expired: 'The payment was not confirmed in time.',
  not_found: 'The mobile money number was not found.',
  limit: 'The amount is outside the limits of the mobile money wallet.',
  wrong_network: 'This number is not on the chosen mobile money network.',
  other: 'The payment could not be completed.',
  providerSaid: 'The provider said:',
});
