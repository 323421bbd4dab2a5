import * as z from 'zod/mini';
import { OPERATOR_LABELS } from '../phone/zambian-phone';

// A payment as the borrower's and staff's views receive it, and the texts a borrower reads about paying,
// written with Zod's tree-shakable API: My Loans, the loan details and the make-payment form check it in
// the browser, and Zod's classic API would be one long task of evaluating on a slow phone
// (docs/performance.md §3). `npm run bench:lighthouse` audits /my-loans, which loads this module; the
// request schemas the API reads, in Zod's classic API, are in payments.ts.

/** How a repayment was paid: a mobile-money network, or a card at the hosted checkout (docs/product.md §27). */
export const PAYMENT_OPERATORS = ['mtn', 'airtel', 'zamtel', 'card'] as const;
export type PaymentOperatorName = (typeof PAYMENT_OPERATORS)[number];
export const PAYMENT_OPERATOR_LABELS: Readonly<Record<PaymentOperatorName, string>> = {
  ...OPERATOR_LABELS,
  card: 'Card',
};

export const PAYMENT_STATUSES = ['pending', 'successful', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A payment pays what is due (`repayment`), closes the loan early at its payoff quote (`payoff`), or pays
 * what is due and reduces the principal with the rest (`prepayment`, docs/product.md §13.7).
 */
export const PAYMENT_PURPOSES = ['repayment', 'payoff', 'prepayment'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** After a prepayment: the same instalment for fewer months, or a smaller one to the same end. */
export const PREPAYMENT_OPTIONS = ['shorter_term', 'lower_instalment'] as const;
export type PrepaymentOption = (typeof PREPAYMENT_OPTIONS)[number];

/** docs/product.md §3, Payment history entry: amount, type, status, timestamp (plus what staff need). */
export const paymentViewSchema = z.object({
  id: z.string(),
  loanId: z.string(),
  amount: z.number(),
  /** `repayment`, or `payoff` when it closed the loan early (docs/product.md §13.6). */
  type: z.enum(PAYMENT_PURPOSES),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string(),
  /** The wallet's network, or `card` for a card paid at the provider's hosted checkout (§27). */
  operator: z.enum(PAYMENT_OPERATORS),
  phoneNumber: z.string(),
  timestamp: z.string(),
  settledAt: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  /** Handled by the payment simulator: no real money moved (docs/product.md §13.5). */
  simulated: z.boolean(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** POST /api/mobile-network/detect → data.detectedNetwork (null when the prefix is not a known network). */
export const detectNetworkResponseSchema = z.object({
  detectedNetwork: z.nullable(z.enum(['mtn', 'airtel', 'zamtel'])),
});

/** docs/product.md §5 and §8: the payment texts, asserted literally in tests. */
export const PAYMENT_MESSAGES = {
  insufficientFunds:
    'Payment could not be completed: the payer mobile account has insufficient funds. Please top up and try again.',
  failedDefault: 'Failed to initiate payment. Please try again.',
  initiatedTitle: 'Payment initiated successfully!',
  initiatedDetail: 'Please check your phone to confirm the transaction.',
  failedTitle: 'Payment failed',
  requestSent: 'Payment Request Sent!',
  selectLoan: 'Please select a loan and ensure your profile data is loaded.',
  phoneRequired: 'Please enter your phone number.',
  phoneFormat: 'Please enter a valid Zambian phone number (e.g., 0977123456 or +260977123456)',
  amountPositive: 'Please enter a valid positive amount to pay.',
  operatorUndetected:
    'Could not detect the mobile money operator from the phone number. Please check the phone number or enter a number with the correct prefix.',
  operatorRequired: 'Please select your mobile money operator.',
  notLoggedIn: 'Please log in to make payments.',
  noActiveLoans: 'You currently have no active loans with an outstanding balance.',
  insufficientFundsWarning:
    "The payment fails if the payer's mobile money account does not have enough funds.",
} as const;

/**
 * docs/product.md §27: card repayments at the provider's hosted checkout. The first three are SPEC.md's card
 * widget texts, word for word; SPEC.md does not give the missing-key text.
 */
export const CARD_PAYMENT_TEXTS = {
  successful: 'Payment was successful! Your loan details will update shortly.',
  failed: 'Payment failed or was cancelled. Please try again.',
  gatewayNotReady: 'Payment gateway not ready. Please refresh the page or try again later.',
  missingPublicKey:
    'Card payments are not available: the payment provider public key is missing. Please pay by mobile money.',
} as const;

/** POST /api/collections/card's answer: the payment (pending) and the hosted checkout to send the borrower to. */
export const cardCheckoutSchema = z.object({
  payment: paymentViewSchema,
  /** null when the payment (a repeat of the request) is already paid: nothing to send the borrower to. */
  checkoutUrl: z.nullable(z.string()),
});
export type CardCheckout = z.infer<typeof cardCheckoutSchema>;

/** docs/product.md §13.6: paying a loan off early. */
export const PAYOFF_MESSAGES = {
  paymentInFlight:
    'A payment for this loan is still being confirmed. Please wait for it before paying off the loan.',
  payoffInFlight: 'This loan is being paid off. Please wait until that payment is confirmed.',
} as const;

/** docs/product.md §13.6: paying ahead to reduce the loan. */
export const PREPAYMENT_TEXTS = {
  optionRequired: 'Choose how to use the extra: finish sooner or pay smaller instalments.',
  notAboveDue: (due: string) =>
    `To reduce your loan, pay more than what is due now (${due}). To pay what is due, choose An amount I choose.`,
  paysOff: 'This amount would close the loan: choose Pay off the whole loan today instead.',
  nothingAhead: 'Every instalment of this loan is already due: there is nothing to pay ahead.',
  inFlight: 'A payment that reduces this loan is being confirmed. Please wait until it is.',
} as const;

export const payoffAmountMessage = (amount: string) => `The amount to pay off this loan today is ${amount}.`;

export const amountAboveBalanceMessage = (balance: string) =>
  `You cannot pay more than your outstanding balance of K${balance}.`;
