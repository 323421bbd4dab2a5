import { DomainError } from '../../lib/domain-errors';

/** A borrower route asked by an account whose e-mail is not verified yet (403). */
export class EmailNotVerifiedError extends DomainError {
  readonly code = 'EMAIL_NOT_VERIFIED';
  readonly kind = 'forbidden';
}

/**
 * A superuser whose session was not proven with an authenticator app, while STAFF_TOTP_REQUIRED is on
 * (docs/product.md §15.8, decision 057): they set one up first, from the staff security page.
 */
export class TotpRequiredError extends DomainError {
  readonly code = 'TOTP_REQUIRED';
  readonly kind = 'forbidden';
  constructor() {
    super('Set up an authenticator app and sign in with its code before using the back office.');
  }
}
