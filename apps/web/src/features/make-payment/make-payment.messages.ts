import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { CARD_PAYMENT_TEXTS, PAYMENT_MESSAGES } from '@kwacha/shared/payments/payment-view';

/** docs/product.md §2, Make Payment; the English is product.md's, byte for byte. */
export const makePaymentMessages = defineMessages('makePayment', {
  title: 'Make Payment',
  intro: 'Repay your loan from MTN, Airtel or Zamtel mobile money. You approve the payment on your phone.',
  loadingLoans: 'Loading your loans…',
  notLoggedIn: PAYMENT_MESSAGES.notLoggedIn,
  noActiveLoans: PAYMENT_MESSAGES.noActiveLoans,
  goToMyLoans: 'Go to My Loans',
});

/**
 * The form (docs/product.md §2, §13.6 and §21). The SPEC texts (Pay Now, the toasts, the funds warning)
 * keep their English; field messages of the shared rules and the server's errors stay English.
 */
export const paymentFormMessages = defineMessages('makePayment.form', {
  formLabel: 'Make a payment',
  loan: 'Loan',
  loanOption: '{loan} — Balance {balance} — {product}',
  // Below the loan's select, in full: a 360 px phone cuts the end of the chosen option off.
  loanChosen: '{product}, loan {loan}, balance {balance}',
  purpose: 'What do you want to pay?',
  purposeRepayment: 'An amount I choose',
  purposePrepayment: 'Pay extra to reduce my loan',
  purposePayoff: 'Pay off the whole loan today',
  amount: 'Amount (K)',
  outstandingBalance: 'Outstanding balance: {balance}',
  payoffWorking: 'Working out your payoff amount…',
  payoffFailed: 'We could not work out your payoff amount. Please try again.',
  payoffHint:
    'This closes the loan today: principal, interest up to today, fees and late fees. You save {saving} of interest.',
  phone: 'Phone number',
  phoneHint: 'The mobile money number that pays. You approve the payment on this phone.',
  fundsWarning: PAYMENT_MESSAGES.insufficientFundsWarning,
  processing: 'Processing...',
  payNow: 'Pay Now',
  initiatedTitle: PAYMENT_MESSAGES.initiatedTitle,
  initiatedDetail: PAYMENT_MESSAGES.initiatedDetail,
  failedTitle: PAYMENT_MESSAGES.failedTitle,
  coversPayoff:
    'This amount pays off your loan today: you pay {payoff}, not {typed}. Interest for the months ahead is not charged.',
  noAnswer:
    'We did not hear back about this payment. Your details are kept: press Pay Now again when you are connected. It resends the same request, so you will not be charged twice.',
});

/** The mobile money operator: detected from the number, or chosen by hand. */
export const operatorMessages = defineMessages('makePayment.operator', {
  legend: 'Mobile money operator',
  operator: 'Operator',
  choose: 'Select your operator',
  enterPhone: 'Enter your phone number and we will detect the network.',
  detecting: 'Detecting the network…',
  detected: 'Detected network: {operator}',
  manual: 'Choose the operator manually',
});

/** Paying extra (docs/product.md §13.6): how to use it, and the new plan. */
export const prepaymentMessages = defineMessages('makePayment.prepayment', {
  howToUse: 'How should we use the extra?',
  shorterTerm: 'Finish sooner (same instalment)',
  lowerInstalment: 'Smaller instalments (same end date)',
  newPlan: 'Your new plan',
  planFailed: 'We could not work out your new plan. Please try again.',
  dueNow: 'Due now, paid first',
  offPrincipal: 'Off the principal',
  instalments: 'Instalments',
  instalmentsValue: '{after} × {monthsAfter} (was {before} × {monthsBefore})',
  lastDueDate: 'Last due date',
  interestSaved: 'Interest you save',
  newSchedule: 'New schedule',
  enterAmount: 'Enter an amount to see your new plan.',
});

/** After the request went out: 'Payment Request Sent!', the payment and its outcome. */
export const paymentSentMessages = defineMessages('makePayment.sent', {
  requestSent: PAYMENT_MESSAGES.requestSent,
  amount: 'Amount',
  loan: 'Loan',
  paidFrom: 'Paid from',
  reference: 'Reference',
  status: 'Status',
  pending: 'Waiting for you to approve the payment on your phone. This page updates by itself.',
  receivedBalance: 'Payment received. Your outstanding balance is now {balance}.',
  received: 'Payment received. Thank you!',
  failed: 'The payment did not go through.',
  expired: 'The payment request expired before it was approved. No money was taken.',
  makeAnother: 'Make Another Payment',
  viewHistory: 'View Payment History',
});

/** A refused payment: the full-screen error and the banner over the form (docs/product.md §8, Payments). */
export const paymentFailedMessages = defineMessages('makePayment.failed', {
  heading: PAYMENT_MESSAGES.failedTitle,
  tryAgain: 'Try Again',
  myLoans: 'Go to My Loans',
  dismiss: 'Dismiss',
});

/**
 * Paying by card at the provider's hosted checkout (docs/product.md §27). The missing-key and gateway texts
 * are the server's (SPEC.md's gateway text word for word), translated here for the screen.
 */
export const cardOptionMessages = defineMessages('makePayment.card', {
  heading: 'Or pay by card',
  intro:
    'Pay this amount with a Visa or Mastercard on our payment provider’s secure page. You come back here when you are done.',
  payByCard: 'Pay by card',
  opening: 'Opening the card payment page…',
  missingPublicKey: CARD_PAYMENT_TEXTS.missingPublicKey,
  gatewayNotReady: CARD_PAYMENT_TEXTS.gatewayNotReady,
  fixAmount: 'Check the loan and the amount above first.',
});
