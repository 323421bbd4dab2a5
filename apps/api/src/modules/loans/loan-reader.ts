import type { Executor, LoanApplication } from '@kwacha/db';
import { LoanNotFoundError } from './loans.errors';
import { findLoanOfUser, findLoanWithBorrower } from './loans.repository';

/** Who reads a loan: a borrower reads only their own; staff read any. */
export type LoanReader = { borrowerId: string } | 'staff';

/**
 * The loan `reader` may see, or LOAN_NOT_FOUND (404): another borrower's loan reads exactly like a loan
 * that does not exist (docs/product.md §6), so an id tells a borrower nothing about anyone else.
 */
export async function loanReadBy(db: Executor, loanId: string, reader: LoanReader): Promise<LoanApplication> {
  const row =
    reader === 'staff'
      ? await findLoanWithBorrower(db, loanId)
      : await findLoanOfUser(db, reader.borrowerId, loanId);
  if (!row) throw new LoanNotFoundError();
  return row.loan;
}
