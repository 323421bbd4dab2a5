import { errorDetail } from '@kwacha/shared/api/envelope';
import { ConflictError, DomainError, ForbiddenError, fieldRefusal } from '../../lib/domain-errors';

const WRONG_CODE = 'That code is not right. Enter the code your authenticator app shows now.';

/**
 * A wrong, old or already used code from the app, or an unknown recovery code (docs/product.md §8.2).
 * A 400 on the field, not a 401: the signed-in page that asked must not sign the staff member out.
 */
export class InvalidTotpCodeError extends DomainError {
  readonly code = 'INVALID_TOTP_CODE';
  readonly kind = 'validation';
  constructor() {
    super(WRONG_CODE, [errorDetail('code', WRONG_CODE)]);
  }
}

export class WrongPasswordError extends fieldRefusal('password', 'The password is not correct.') {}

/** The password step's challenge is unknown, spent or older than five minutes. */
export class TotpChallengeExpiredError extends DomainError {
  readonly code = 'TOTP_CHALLENGE_EXPIRED';
  readonly kind = 'unauthenticated';
  constructor() {
    super('This sign-in has expired. Enter your email and password again.');
  }
}

export class TotpAlreadyEnabledError extends ConflictError {
  override readonly code = 'TOTP_ALREADY_ENABLED';
  constructor() {
    super('Your authenticator app is already set up. Turn it off first to set up another.');
  }
}

export class TotpNotEnrollingError extends ConflictError {
  override readonly code = 'TOTP_NOT_ENROLLING';
  constructor() {
    super('Start setting up an authenticator app first.');
  }
}

export class TotpNotEnabledError extends ConflictError {
  override readonly code = 'TOTP_NOT_ENABLED';
  constructor() {
    super('No authenticator app is set up for this account.');
  }
}

/** A superuser's second factor cannot be turned off (decision 057). */
export class TotpRequiredForRoleError extends ForbiddenError {
  override readonly code = 'TOTP_KEPT_FOR_SUPERUSER';
  constructor() {
    super('A superuser must keep their authenticator app turned on.');
  }
}

export class TotpRemoveOwnError extends ConflictError {
  override readonly code = 'TOTP_REMOVE_OWN';
  constructor() {
    super('You cannot remove your own authenticator app here: ask another superuser.');
  }
}
