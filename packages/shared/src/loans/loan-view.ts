import { z } from 'zod';
import { paymentViewSchema } from '../payments/payments';
import { scheduleLineSchema } from './loan-products';
import { LOAN_STATUSES } from './loan-status';

export { LOAN_STATUSES, type LoanStatus } from './loan-status';

/**
 * Where an instalment of a loan whose money went out stands (docs/product.md §4.9), from the ledger:
 * paid (nothing owed), overdue (owed after its due date), due (owed on its due day), part paid (some of it
 * paid before it is due) or upcoming.
 */
export const SCHEDULE_STATUSES = ['paid', 'part_paid', 'due', 'overdue', 'upcoming'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** A line of a loan's schedule; `status` and `daysOverdue` are null while the money has not gone out. */
export const loanScheduleLineSchema = scheduleLineSchema.extend({
  status: z.enum(SCHEDULE_STATUSES).nullable(),
  /** Whole Lusaka days past the due date, for an overdue instalment only. */
  daysOverdue: z.number().int().nullable(),
});
export type LoanScheduleLine = z.infer<typeof loanScheduleLineSchema>;

/** A loan as the borrower's views receive it (docs/product.md §3); money in kwacha. */
export const loanViewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  amount: z.number(),
  purpose: z.string(),
  duration: z.number().int(),
  status: z.enum(LOAN_STATUSES),
  applicationDate: z.string(),
  repaymentAmount: z.number(),
  outstandingBalance: z.number(),
  nextPaymentAmount: z.number().nullable(),
  nextPaymentDate: z.string().nullable(),
  /** When the money went out: the day it arrived, or (status `disbursed`) when it was sent. */
  disbursementDate: z.string().nullable(),
  remarks: z.string().nullable(),
  serviceFee: z.number(),
  amountReceived: z.number(),
  monthlyInstalment: z.number(),
  monthlyRatePercent: z.number(),
  disbursementMethod: z.enum(['mobile_money', 'bank_account']),
  mobileMoneyProvider: z.enum(['mtn', 'airtel', 'zamtel']).nullable(),
  mobileMoneyNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankCode: z.string().nullable(),
  schedule: z.array(loanScheduleLineSchema),
  disbursementHistory: z.array(z.unknown()),
  paymentHistory: z.array(paymentViewSchema),
});
export type LoanView = z.infer<typeof loanViewSchema>;
