import { OwnLoanForbiddenError } from './loans.errors';

/**
 * Refuses a staff action on the staff member's own loan (OWN_LOAN_FORBIDDEN, docs/product.md §14.2).
 * Called by every service in which staff act on one loan, inside its transaction as soon as the loan is
 * locked, so nothing the action would write is kept.
 */
export function refuseOwnLoan(loan: { userId: string }, staffId: string): void {
  if (loan.userId === staffId) throw new OwnLoanForbiddenError();
}
