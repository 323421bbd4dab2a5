import { errorDetail } from '@kwacha/shared/api/envelope';
import { DATA_RIGHTS_MESSAGES } from '@kwacha/shared/data-rights/data-rights';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/domain-errors';

/** The password typed again to confirm an erasure or an e-mail change is not the account's. */
export class WrongPasswordError extends ValidationError {
  constructor() {
    super([errorDetail('password', DATA_RIGHTS_MESSAGES.wrongPassword)]);
  }
}

export class SameEmailError extends ValidationError {
  constructor() {
    super([errorDetail('email', DATA_RIGHTS_MESSAGES.sameEmail)]);
  }
}

export class SameValueError extends ValidationError {
  constructor() {
    super([errorDetail('newValue', DATA_RIGHTS_MESSAGES.sameValue)]);
  }
}

export class EmailTakenError extends ConflictError {
  override readonly code = 'EMAIL_TAKEN';
  constructor() {
    super(DATA_RIGHTS_MESSAGES.emailTaken);
  }
}

export class CorrectionPendingError extends ConflictError {
  override readonly code = 'CORRECTION_PENDING';
  constructor() {
    super(DATA_RIGHTS_MESSAGES.correctionPending);
  }
}

/** The account cannot be erased yet; the request was logged as refused with this explanation. */
export class ErasureRefusedError extends ConflictError {
  override readonly code = 'ERASURE_REFUSED';
}

export class DataRightsRequestNotFoundError extends NotFoundError {
  override readonly code = 'DATA_RIGHTS_REQUEST_NOT_FOUND';
  constructor() {
    super(DATA_RIGHTS_MESSAGES.notFound);
  }
}

export class RequestAlreadyDecidedError extends ConflictError {
  override readonly code = 'DATA_RIGHTS_REQUEST_DECIDED';
  constructor() {
    super(DATA_RIGHTS_MESSAGES.alreadyDecided);
  }
}

export class NotACorrectionError extends ConflictError {
  override readonly code = 'NOT_A_CORRECTION';
  constructor() {
    super(DATA_RIGHTS_MESSAGES.notCorrection);
  }
}

export class CorrectionValueTakenError extends ConflictError {
  override readonly code = 'CORRECTION_VALUE_TAKEN';
  constructor() {
    super(DATA_RIGHTS_MESSAGES.valueTaken);
  }
}
