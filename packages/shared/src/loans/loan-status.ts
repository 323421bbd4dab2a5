/** docs/product.md §4: every status a loan can be in. The database enum is built from this list. */
export const LOAN_STATUSES = [
  'pending',
  'in_review',
  'approved',
  'rejected',
  'disbursement_pending',
  'disbursement_failed',
  'otp_pending',
  'disbursed',
  'active',
  'paid',
  'overdue',
  'approval_error',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
