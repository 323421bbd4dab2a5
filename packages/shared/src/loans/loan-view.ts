import { z } from 'zod';
import { paymentViewSchema } from '../payments/payments';
import { scheduleLineSchema } from './loan-products';
import { LOAN_STATUSES } from './loan-status';

export { LOAN_STATUSES, type LoanStatus } from './loan-status';

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
  schedule: z.array(scheduleLineSchema),
  disbursementHistory: z.array(z.unknown()),
  paymentHistory: z.array(paymentViewSchema),
});
export type LoanView = z.infer<typeof loanViewSchema>;
