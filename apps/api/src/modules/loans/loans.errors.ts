import { NotFoundError } from '../../lib/domain-errors';

/** An unknown loan, and equally another borrower's loan or a malformed id: all read "not found". */
export class LoanNotFoundError extends NotFoundError {
  override readonly code = 'LOAN_NOT_FOUND';
  constructor() {
    super('Loan not found.');
  }
}
