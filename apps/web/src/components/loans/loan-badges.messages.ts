import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { LOAN_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../lib/loans/loan-format';

/** docs/product.md §4.3: each loan status in words, the English the server's messages use too. */
export const loanStatusMessages = defineMessages('loanStatus', {
  pending: LOAN_STATUS_LABELS.pending,
  in_review: LOAN_STATUS_LABELS.in_review,
  approved: LOAN_STATUS_LABELS.approved,
  rejected: LOAN_STATUS_LABELS.rejected,
  disbursement_pending: LOAN_STATUS_LABELS.disbursement_pending,
  disbursement_failed: LOAN_STATUS_LABELS.disbursement_failed,
  otp_pending: LOAN_STATUS_LABELS.otp_pending,
  disbursed: LOAN_STATUS_LABELS.disbursed,
  active: LOAN_STATUS_LABELS.active,
  paid: LOAN_STATUS_LABELS.paid,
  overdue: LOAN_STATUS_LABELS.overdue,
  approval_error: LOAN_STATUS_LABELS.approval_error,
  cancelled: LOAN_STATUS_LABELS.cancelled,
  // Staff only: a borrower's own views show a written-off loan as overdue (docs/decisions/043).
  written_off: LOAN_STATUS_LABELS.written_off,
  // A written-off loan's remaining debt forgiven: the borrower owes nothing (docs/decisions/045).
  waived: LOAN_STATUS_LABELS.waived,
});

/** docs/product.md §4: where the loan's repayments stand, on its badge ('Payment: Up to date'). */
export const paymentStandingMessages = defineMessages('loanStatus.payment', {
  paid: `Payment: ${PAYMENT_STATUS_LABELS.paid}`,
  overdue: `Payment: ${PAYMENT_STATUS_LABELS.overdue}`,
  due: `Payment: ${PAYMENT_STATUS_LABELS.due}`,
  active: `Payment: ${PAYMENT_STATUS_LABELS.active}`,
});
