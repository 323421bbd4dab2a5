import type { LoanView } from '@kwacha/shared/loans/loan-view';

/**
 * Navigation state /make-payment reads to preselect the loan (docs/product.md §2). My loans and loan
 * details send it and make payment reads it, so the contract lives here rather than in any one of them.
 */
export interface MakePaymentState {
  loan: LoanView;
  /** Loan details' "Pay off today": the form starts by paying the loan off (docs/product.md §13.6). */
  payoff?: boolean;
}
