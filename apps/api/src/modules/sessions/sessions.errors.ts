import { DomainError } from '../../lib/domain-errors';

/** A borrower route asked by an account whose e-mail is not verified yet (403). */
export class EmailNotVerifiedError extends DomainError {
  readonly code = 'EMAIL_NOT_VERIFIED';
  readonly kind = 'forbidden';
}
