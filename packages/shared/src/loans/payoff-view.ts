import { z } from 'zod';
import { isIsoCalendarDate } from '../identity/age';

/** docs/product.md §13.6: the texts of paying a loan off early, asserted literally in tests. */
export const PAYOFF_TEXTS = {
  dateFormat: 'Use a date like 2026-11-21.',
  notBeforeToday: 'Choose today or a later day.',
  notAfter: (lastDay: string) => `Choose a day up to ${lastDay}, the last due date.`,
  notPayable: 'Only an active or overdue loan can be paid off.',
} as const;

/** GET …/payoff-quote?on=YYYY-MM-DD: the day to price (today when absent, never earlier). */
export const payoffQuoteQuerySchema = z.strictObject({
  on: z
    .string()
    .regex(/^2\d{3}-\d{2}-\d{2}$/, PAYOFF_TEXTS.dateFormat)
    .refine(isIsoCalendarDate, PAYOFF_TEXTS.dateFormat)
    .optional(),
});

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
