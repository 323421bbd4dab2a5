import { ForbiddenError, NotFoundError } from '../../lib/domain-errors';

/** An unknown loan, and equally another borrower's loan or a malformed id: all read "not found". */
export class LoanNotFoundError extends NotFoundError {
  override readonly code = 'LOAN_NOT_FOUND';
  constructor() {
    super('Loan not found.');
  }
}

/**
 * Separation of duties (issue 39): nobody decides, pays out, corrects or resolves anything on a loan of
 * their own, whatever their role (a borrower promoted to staff keeps their loans). 403.
 */
export class OwnLoanForbiddenError extends ForbiddenError {
  override readonly code = 'OWN_LOAN_FORBIDDEN';
  constructor() {
    super('You cannot act on your own loan.');
  }
}
