import { z } from 'zod';
import { singleLineText } from '../validation/typed-text';
import { PAYMENT_PURPOSES } from './payment-view';

// The payment view and its statuses live in payment-view.ts, written with Zod's tree-shakable API for the
// borrower's loan pages (docs/architecture.md §14); this module is the whole surface for the API.
export * from './payment-view';

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

/** After a prepayment: the same instalment for fewer months, or a smaller one to the same end. */
export const PREPAYMENT_OPTIONS = ['shorter_term', 'lower_instalment'] as const;
export type PrepaymentOption = (typeof PREPAYMENT_OPTIONS)[number];

/**
 * POST /api/collections/mobile-money (docs/product.md §7). The browser sends an `Idempotency-Key` header
 * (one per form submission) so a double click or a retry never charges twice.
 */
export const collectionRequestSchema = z
  .strictObject({
    loanId: z.string().uuid('Please select a loan.'),
    amount: z
      .string({ error: PAYMENT_MESSAGES.amountPositive })
      .regex(/^\d{1,9}(\.\d{1,2})?$/, PAYMENT_MESSAGES.amountPositive),
    phone: z
      .string({ error: PAYMENT_MESSAGES.phoneRequired })
      .regex(/^\d{9,12}$/, PAYMENT_MESSAGES.phoneFormat),
    operator: z.enum(['mtn', 'airtel', 'zamtel'], { error: PAYMENT_MESSAGES.operatorRequired }),
    /**
     * `payoff` closes the loan today: the amount must be today's payoff quote; `prepayment` pays what is due
     * and the rest off the principal, with `prepaymentOption` saying how (docs/product.md §13.6).
     */
    purpose: z.enum(PAYMENT_PURPOSES).optional(),
    prepaymentOption: z.enum(PREPAYMENT_OPTIONS, { error: PREPAYMENT_TEXTS.optionRequired }).optional(),
  })
  .refine((r) => (r.purpose === 'prepayment') === (r.prepaymentOption !== undefined), {
    message: PREPAYMENT_TEXTS.optionRequired,
    path: ['prepaymentOption'],
  });
export type CollectionRequest = z.infer<typeof collectionRequestSchema>;

/** POST /api/mobile-network/detect → data.detectedNetwork (null when the prefix is not a known network). */
export const detectNetworkRequestSchema = z.strictObject({ phoneNumber: singleLineText().max(30) });
export const detectNetworkResponseSchema = z.object({
  detectedNetwork: z.enum(['mtn', 'airtel', 'zamtel']).nullable(),
});
