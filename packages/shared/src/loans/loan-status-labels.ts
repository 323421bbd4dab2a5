import type { LoanStatus } from './loan-status';

/**
 * docs/product.md §4.3: each loan status in the words people read. Shared so the server's messages
 * ("Loan status updated to Approved.") and the web's badges name a status the same way.
 */
export const LOAN_STATUS_LABELS: Record<LoanStatus, string> = {
  pending: 'Pending',
  in_review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  disbursement_pending: 'Disbursement pending',
  disbursement_failed: 'Disbursement failed',
  otp_pending: 'OTP pending',
  disbursed: 'Disbursed',
  active: 'Active',
  paid: 'Paid',
  overdue: 'Overdue',
  approval_error: 'Approval error',
  cancelled: 'Cancelled',
  written_off: 'Written off',
  waived: 'Balance waived',
};
