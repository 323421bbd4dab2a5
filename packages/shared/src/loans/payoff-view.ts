import { z } from 'zod';
import { isIsoCalendarDate } from '../identity/age';
import { PREPAYMENT_OPTIONS } from '../payments/payments';

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

/** GET …/prepayment-preview?amount=&option=: what paying `amount` ahead today would do. */
export const prepaymentPreviewQuerySchema = z.strictObject({
  amount: z
    .string({ error: 'Please enter a valid positive amount to pay.' })
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Please enter a valid positive amount to pay.'),
  option: z.enum(PREPAYMENT_OPTIONS, {
    error: 'Choose how to use the extra: finish sooner or pay smaller instalments.',
  }),
});

const previewLineSchema = z.object({
  number: z.number(),
  dueDate: z.string(),
  instalment: z.number(),
  principal: z.number(),
  interest: z.number(),
  balanceAfter: z.number(),
});

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
  lines: z.array(previewLineSchema),
});
export type PrepaymentPreview = z.infer<typeof prepaymentPreviewSchema>;
