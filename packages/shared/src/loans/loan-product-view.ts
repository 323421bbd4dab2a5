import * as z from 'zod/mini';

// The public product answers, written with Zod's tree-shakable API: the products page checks them in the
// browser, and building these with Zod's classic API evaluated all of it, one long task on a slow phone
// (docs/performance.md §3). Classic schemas accept these as parts, so the API's routes use them as they are.
// `npm run bench:lighthouse` audits /loan-products, which loads this module.

/** A loan product as the API returns it: kwacha amounts, the monthly rate as a percentage. */
export const loanProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  minMonths: z.int(),
  maxMonths: z.int(),
  monthlyRatePercent: z.number(),
});
export type LoanProductView = z.infer<typeof loanProductSchema>;

/** The product list, as GET /api/loan-products answers it. */
export const loanProductListSchema = z.array(loanProductSchema);

/**
 * GET /api/loan-products/terms (public): what every quote shares, as a superuser set it (docs/product.md
 * §14.5): the service fee and the late-fee rule, percentages with two decimals.
 */
export const loanTermsSchema = z.object({
  serviceFeePercent: z.number(),
  lateFeePercent: z.number(),
  lateFeeGraceDays: z.int(),
});
export type LoanTermsView = z.infer<typeof loanTermsSchema>;

/** A line of a quote's or a loan's schedule; money in kwacha. */
export const scheduleLineSchema = z.object({
  number: z.int(),
  dueDate: z.string(),
  instalment: z.number(),
  principal: z.number(),
  interest: z.number(),
  balanceAfter: z.number(),
});
