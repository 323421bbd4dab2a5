import { ConflictError, DomainError, UnauthenticatedError } from '../../lib/domain-errors';

export class InvalidCredentialsError extends UnauthenticatedError {
  override readonly code = 'INVALID_CREDENTIALS';
  constructor() {
    // One message for an unknown account and a wrong password: it must not reveal which it was.
    super('Invalid email/username or password.');
  }
}

export class AccountDeactivatedError extends DomainError {
  readonly code = 'ACCOUNT_DEACTIVATED';
  readonly kind = 'forbidden';
  constructor() {
    super('This account has been deactivated. Please contact support.');
  }
}

export class InvalidLinkTokenError extends DomainError {
  readonly code = 'INVALID_TOKEN';
  readonly kind = 'validation';
}

export class DuplicateAccountError extends ConflictError {
  override readonly code = 'DUPLICATE_ACCOUNT';
}

export class AlreadyVerifiedError extends ConflictError {
  override readonly code = 'ALREADY_VERIFIED';
  constructor() {
    super('Your email address is already verified.');
  }
}
