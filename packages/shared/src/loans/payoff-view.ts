import * as z from 'zod/mini';
import { PREPAYMENT_OPTIONS } from '../payments/payment-view';
import { CALENDAR_DAY_MESSAGE } from '../validation/calendar-day-message';
import { scheduleLineSchema } from './loan-product-view';

// The payoff quote and the prepayment preview as the loan details page receives them, written with Zod's
// tree-shakable API, and their texts (docs/performance.md §3), like the other loan views that
// `npm run bench:lighthouse` audits on /my-loans; the queries the API reads are in payoff-queries.ts.

/** docs/product.md §13.6: the texts of paying a loan off early, asserted literally in tests. */
export const PAYOFF_TEXTS = {
  dateFormat: CALENDAR_DAY_MESSAGE,
  notBeforeToday: 'Choose today or a later day.',
  notAfter: (lastDay: string) => `Choose a day up to ${lastDay}, the last due date.`,
  notPayable: 'Only an active or overdue loan can be paid off.',
} as const;

/** What closes the loan on `on`, in kwacha (docs/product.md §13.6). */
export const payoffQuoteViewSchema = z.object({
  loanId: z.string(),
  on: z.string(),
  today: z.string(),
  /** The last day a quote may be asked for: the last due date (from then on nothing is waived). */
  lastDay: z.string(),
  principal: z.number(),
  interest: z.number(),
  fees: z.number(),
  penalties: z.number(),
  interestWaived: z.number(),
  interestCredit: z.number(),
  total: z.number(),
  /** The outstanding balance today, with every instalment's interest. */
  outstanding: z.number(),
  /** outstanding − total: what paying off on `on` saves. */
  saving: z.number(),
});
export type PayoffQuoteView = z.infer<typeof payoffQuoteViewSchema>;

/** A prepayment's effect before paying, in kwacha (docs/product.md §13.6). */
export const prepaymentPreviewSchema = z.object({
  loanId: z.string(),
  on: z.string(),
  option: z.enum(PREPAYMENT_OPTIONS),
  amount: z.number(),
  dueNow: z.number(),
  towardsPrincipal: z.number(),
  principalAfter: z.number(),
  /** The regular instalment and the number of instalments, before and after. */
  instalmentBefore: z.number(),
  instalmentAfter: z.number(),
  monthsBefore: z.number(),
  monthsAfter: z.number(),
  lastDueDateBefore: z.string(),
  lastDueDateAfter: z.string(),
  interestSaved: z.number(),
  lines: z.array(scheduleLineSchema),
});
export type PrepaymentPreview = z.infer<typeof prepaymentPreviewSchema>;
