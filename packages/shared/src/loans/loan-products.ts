import { z } from 'zod';
import { issuedIdentifier } from '../validation/typed-text';
import { loanAmountSchema, loanDurationSchema } from './loan-amount';

/** A loan product as the API returns it: kwacha amounts, the monthly rate as a percentage. */
export const loanProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  minMonths: z.number().int(),
  maxMonths: z.number().int(),
  monthlyRatePercent: z.number(),
});
export type LoanProductView = z.infer<typeof loanProductSchema>;

/**
 * GET /api/loan-products/terms (public): what every quote shares, as a superuser set it (docs/product.md
 * §14.5): the service fee and the late-fee rule, percentages with two decimals.
 */
export const loanTermsSchema = z.object({
  serviceFeePercent: z.number(),
  lateFeePercent: z.number(),
  lateFeeGraceDays: z.number().int(),
});
export type LoanTermsView = z.infer<typeof loanTermsSchema>;

export const quoteRequestSchema = z.strictObject({
  productId: issuedIdentifier(50, 'Please choose a loan product.'),
  amount: loanAmountSchema,
  duration: loanDurationSchema,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const scheduleLineSchema = z.object({
  number: z.number().int(),
  dueDate: z.string(),
  instalment: z.number(),
  principal: z.number(),
  interest: z.number(),
  balanceAfter: z.number(),
});

/** POST /api/loan-applications/quote answer; money in kwacha, rates as percentages. */
export const quoteResponseSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  amount: z.number(),
  duration: z.number().int(),
  monthlyRatePercent: z.number(),
  serviceFeePercent: z.number(),
  serviceFee: z.number(),
  amountReceived: z.number(),
  monthlyInstalment: z.number(),
  totalInterest: z.number(),
  totalRepayable: z.number(),
  aprPercent: z.number(),
  firstPaymentDate: z.string(),
  schedule: z.array(scheduleLineSchema),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
