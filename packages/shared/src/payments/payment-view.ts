import * as z from 'zod/mini';

// A payment as the borrower's and staff's views receive it, written with Zod's tree-shakable API: My Loans,
// the loan details and the make-payment form check it in the browser, and Zod's classic API would be one long task of
// evaluating on a slow phone (docs/performance.md).

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
  operator: z.enum(['mtn', 'airtel', 'zamtel']),
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
