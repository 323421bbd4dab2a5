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

/** The rate, fee or late-fee rule changed between the key facts the borrower accepted and the submit. */
export class TermsChangedError extends ConflictError {
  override readonly code = 'TERMS_CHANGED';
  constructor() {
    super(
      'The loan terms changed while you were applying. Please review the new key facts and accept them again.',
    );
  }
}
