import { DATA_RIGHTS_MESSAGES as TEXT } from '@kwacha/shared/data-rights/data-rights';
import { ConflictError, conflict, fieldRefusal, notFound } from '../../lib/domain-errors';

/** The password typed again to confirm an erasure or an e-mail change is not the account's. */
export class WrongPasswordError extends fieldRefusal('password', TEXT.wrongPassword) {}

export class SameEmailError extends fieldRefusal('email', TEXT.sameEmail) {}

export class SameValueError extends fieldRefusal('newValue', TEXT.sameValue) {}

export class EmailTakenError extends conflict('EMAIL_TAKEN', TEXT.emailTaken) {}

export class CorrectionPendingError extends conflict('CORRECTION_PENDING', TEXT.correctionPending) {}

/** The account cannot be erased yet; the request was logged as refused with this explanation. */
export class ErasureRefusedError extends ConflictError {
  override readonly code = 'ERASURE_REFUSED';
}

export class DataRightsRequestNotFoundError extends notFound(
  'DATA_RIGHTS_REQUEST_NOT_FOUND',
  TEXT.notFound,
) {}

export class RequestAlreadyDecidedError extends conflict(
  'DATA_RIGHTS_REQUEST_DECIDED',
  TEXT.alreadyDecided,
) {}

export class NotACorrectionError extends conflict('NOT_A_CORRECTION', TEXT.notCorrection) {}

export class CorrectionValueTakenError extends conflict('CORRECTION_VALUE_TAKEN', TEXT.valueTaken) {}
