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
  // Closed by staff before any money went out (docs/decisions/031).
  'cancelled',
  // Taken off the lender's books after a long delinquency; the borrower still owes (docs/decisions/043).
  'written_off',
  // A written-off loan whose remaining debt the lender forgave: nothing more is owed (docs/decisions/045).
  'waived',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/**
 * The statuses in which the money has gone out and the borrower owes the schedule (docs/product.md §4.9).
 * Before that the borrower is shown no schedule and no amount owed: a loan may still fail or be cancelled.
 */
export const PAID_OUT_STATUSES: readonly LoanStatus[] = [
  'disbursed',
  'active',
  'overdue',
  'paid',
  'written_off',
  'waived',
];

export const isPaidOut = (status: LoanStatus): boolean => PAID_OUT_STATUSES.includes(status);

/**
 * The status a borrower is shown (docs/decisions/043): a write-off is the lender's books, not the
 * borrower's debt, so a written-off loan reads as overdue to them; staff see `written_off`.
 */
export const borrowerStatusOf = (status: LoanStatus): LoanStatus =>
  status === 'written_off' ? 'overdue' : status;
