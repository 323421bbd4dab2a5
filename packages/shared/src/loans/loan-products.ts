import { z } from 'zod';
import { issuedIdentifier } from '../validation/typed-text';
import { loanAmountSchema, loanDurationSchema } from './loan-amount';
import { scheduleLineSchema } from './loan-product-view';

export const quoteRequestSchema = z.strictObject({
  productId: issuedIdentifier(50, 'Please choose a loan product.'),
  amount: loanAmountSchema,
  duration: loanDurationSchema,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

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
