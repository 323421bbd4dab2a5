import * as z from 'zod/mini';
import { paymentViewSchema } from '../payments/payment-view';
import { scheduleLineSchema } from './loan-product-view';
import { LOAN_STATUSES } from './loan-status';

// Written with Zod's tree-shakable API: My Loans and the loan details check loans in the browser, and
// Zod's classic API would be one long task of evaluating on a slow phone (docs/performance.md §3).
// `npm run bench:lighthouse` audits /my-loans, which loads this module.

export { LOAN_STATUSES, type LoanStatus } from './loan-status';

/**
 * Where an instalment of a loan whose money went out stands (docs/product.md §4.9), from the ledger:
 * paid (nothing owed), overdue (owed after its due date), due (owed on its due day), part paid (some of it
 * paid before it is due) or upcoming. Closed early: nothing owed, because the loan was paid off early and
 * some of its interest was waived rather than paid (`interestWaived` says how much).
 */
export const SCHEDULE_STATUSES = [
  'paid',
  'part_paid',
  'due',
  'overdue',
  'upcoming',
  'closed_early',
  'restructured',
] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** A line of a loan's schedule; `status` and `daysOverdue` are null while the money has not gone out. */
export const loanScheduleLineSchema = z.extend(scheduleLineSchema, {
  status: z.nullable(z.enum(SCHEDULE_STATUSES)),
  /** Whole Lusaka days past the due date, for an overdue instalment only. */
  daysOverdue: z.nullable(z.int()),
  /** Kwacha of its interest waived by an early payoff, on an instalment closed early only. */
  interestWaived: z.optional(z.number()),
});
export type LoanScheduleLine = z.infer<typeof loanScheduleLineSchema>;

/** A loan as the borrower's views receive it (docs/product.md §3); money in kwacha. */
export const loanViewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  amount: z.number(),
  purpose: z.string(),
  duration: z.int(),
  status: z.enum(LOAN_STATUSES),
  applicationDate: z.string(),
  /** What the borrower repays in all; null until the money is paid out (docs/product.md §4.9). */
  repaymentAmount: z.nullable(z.number()),
  /** What the borrower's payments paid off in all, from the ledger; null until the loan is `paid`. */
  repaidInAll: z.nullable(z.number()),
  /** The interest an early payoff waived, from the ledger; null when none was (docs/product.md §13.6). */
  interestWaived: z.nullable(z.number()),
  outstandingBalance: z.number(),
  nextPaymentAmount: z.nullable(z.number()),
  nextPaymentDate: z.nullable(z.string()),
  /** When the money went out: the day it arrived, or (status `disbursed`) when it was sent. */
  disbursementDate: z.nullable(z.string()),
  remarks: z.nullable(z.string()),
  /** Why staff rejected it, when they said (docs/product.md §12.2); null otherwise. */
  rejectionReason: z.nullable(z.string()),
  serviceFee: z.number(),
  amountReceived: z.number(),
  monthlyInstalment: z.number(),
  monthlyRatePercent: z.number(),
  disbursementMethod: z.enum(['mobile_money', 'bank_account']),
  mobileMoneyProvider: z.nullable(z.enum(['mtn', 'airtel', 'zamtel'])),
  mobileMoneyNumber: z.nullable(z.string()),
  bankName: z.nullable(z.string()),
  bankAccountName: z.nullable(z.string()),
  bankAccountNumber: z.nullable(z.string()),
  bankCode: z.nullable(z.string()),
  /** Empty for the borrower until the money is paid out; staff see the planned one (docs/product.md §4.9). */
  schedule: z.array(loanScheduleLineSchema),
  disbursementHistory: z.array(z.unknown()),
  paymentHistory: z.array(paymentViewSchema),
});
export type LoanView = z.infer<typeof loanViewSchema>;
