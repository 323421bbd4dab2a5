import type { DerivedPaymentStatus } from '@kwacha/shared/loans/borrower-scores';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { formatKwacha, kwachaToNgwee } from '@kwacha/shared/money/money';

/** Kwacha from the API (e.g. 1500.5) shown the one way money is shown: K1,500.50. */
export function formatAmount(kwacha: number): string {
  return formatKwacha(kwachaToNgwee(kwacha));
}

export function formatMonths(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}

// The labels live in the shared package: the server's status messages use them too.
export { LOAN_STATUS_LABELS } from '@kwacha/shared/loans/loan-status-labels';
export { formatDisplayDate } from '../format-date';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export const LOAN_STATUS_TONES: Record<LoanStatus, Tone> = {
  pending: 'neutral',
  in_review: 'info',
  approved: 'success',
  rejected: 'danger',
  disbursement_pending: 'info',
  disbursement_failed: 'danger',
  otp_pending: 'info',
  disbursed: 'success',
  active: 'success',
  paid: 'success',
  overdue: 'danger',
  approval_error: 'warning',
  cancelled: 'neutral',
  written_off: 'danger',
  waived: 'neutral',
};

export const PAYMENT_STATUS_LABELS: Record<DerivedPaymentStatus, string> = {
  paid: 'Paid',
  overdue: 'Overdue',
  due: 'Due',
  active: 'Up to date',
};

export const PAYMENT_STATUS_TONES: Record<DerivedPaymentStatus, Tone> = {
  paid: 'success',
  overdue: 'danger',
  due: 'warning',
  active: 'info',
};

/**
 * The derived payment status (docs/product.md §4) only means something once money was lent: before
 * disbursement nothing is owed, and "Paid" on a pending application would mislead.
 */
export function hasPaymentStatus(status: LoanStatus): boolean {
  return status === 'active' || status === 'overdue' || status === 'paid';
}
