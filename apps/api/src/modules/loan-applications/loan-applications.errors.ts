import { ConflictError, DomainError } from '../../lib/domain-errors';

/** The borrower does not meet a lending rule; the message says which one. */
export class NotEligibleError extends DomainError {
  readonly code = 'NOT_ELIGIBLE';
  readonly kind = 'forbidden';
}

export class OpenApplicationExistsError extends ConflictError {
  override readonly code = 'APPLICATION_ALREADY_OPEN';
  constructor() {
    super('You already have an application under review. Please wait for a decision before applying again.');
  }
}
