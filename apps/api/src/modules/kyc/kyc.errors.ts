import { errorDetail } from '@kwacha/shared/api/envelope';
import { KYC_ERROR_CODES, KYC_MESSAGES, type KycDocumentKind } from '@kwacha/shared/kyc/kyc-view';
import {
  ConflictError,
  conflict,
  DomainError,
  notFound,
  ServiceUnavailableError,
} from '../../lib/domain-errors';

/** A photo refused before anything is stored (docs/product.md §20.3): a 400 naming the field `file`. */
abstract class KycFileRefusedError extends DomainError {
  readonly kind = 'validation';
  constructor(message: string) {
    super(message, [errorDetail('file', message)]);
  }
}

/** Not a JPEG, PNG or WebP by its content (whatever its name or Content-Type), or a polyglot. */
export class KycFileNotImageError extends KycFileRefusedError {
  readonly code = KYC_ERROR_CODES.fileNotImage;
  constructor() {
    super(KYC_MESSAGES.fileNotImage);
  }
}

export class KycFileTooLargeError extends KycFileRefusedError {
  readonly code = KYC_ERROR_CODES.fileTooLarge;
  constructor() {
    super(KYC_MESSAGES.fileTooLarge);
  }
}

/** More decoded pixels than KYC_MAX_INPUT_PIXELS: a decompression bomb, or a camera we do not need. */
export class KycImageTooLargeError extends KycFileRefusedError {
  readonly code = KYC_ERROR_CODES.imageTooLarge;
  constructor() {
    super(KYC_MESSAGES.imageTooLarge);
  }
}

export class KycImageUnreadableError extends KycFileRefusedError {
  readonly code = KYC_ERROR_CODES.imageUnreadable;
  constructor() {
    super(KYC_MESSAGES.imageUnreadable);
  }
}

/**
 * The virus scanner (clamd, CLAMAV_URL) found something in the upload. The borrower reads the same words as
 * for an unreadable photo (a fresh photo from the camera is the remedy either way); the code says why, and
 * the signature's name goes only to the log (decision 058).
 */
export class KycFileInfectedError extends KycFileRefusedError {
  readonly code = KYC_ERROR_CODES.fileInfected;
  constructor() {
    super(KYC_MESSAGES.imageUnreadable);
  }
}

/** The form itself is wrong: no file, two files, or a file in another field. */
export class KycUploadFormError extends KycFileRefusedError {
  readonly code = 'VALIDATION_ERROR';
}

export class KycIncompleteError extends DomainError {
  readonly code = KYC_ERROR_CODES.incomplete;
  readonly kind = 'validation';
  constructor() {
    super(KYC_MESSAGES.incomplete);
  }
}

/** Staff asked for another photo of this kind; the one there is older than their request. */
export class KycPhotoNotReplacedError extends DomainError {
  readonly code = KYC_ERROR_CODES.photoNotReplaced;
  readonly kind = 'validation';
  constructor(kind: KycDocumentKind) {
    super(KYC_MESSAGES.photoNotReplaced(kind));
  }
}

export class KycLockedError extends conflict(KYC_ERROR_CODES.locked, KYC_MESSAGES.locked) {}

export class KycNotSubmittedError extends conflict(KYC_ERROR_CODES.notSubmitted, KYC_MESSAGES.notSubmitted) {}

/** The guards on approving and on disbursing (docs/product.md §20.5): one code, a message for each step. */
export class KycNotApprovedError extends ConflictError {
  override readonly code = KYC_ERROR_CODES.notApproved;
  constructor(step: 'approval' | 'disbursement') {
    super(step === 'approval' ? KYC_MESSAGES.notApprovedForDecision : KYC_MESSAGES.notApproved);
  }
}

export class KycDocumentNotFoundError extends notFound(
  KYC_ERROR_CODES.documentNotFound,
  KYC_MESSAGES.documentNotFound,
) {}

/** No such borrower (or a member of staff, who has no identity check): the same answer. */
export class KycBorrowerNotFoundError extends notFound(
  KYC_ERROR_CODES.borrowerNotFound,
  KYC_MESSAGES.borrowerNotFound,
) {}

/**
 * The S3-compatible photo store did not answer within its bound, or refused (wrong bucket, no access):
 * a 503 a person can act on (docs/product.md §20.6). `problem` says what is wrong for an operator (it names
 * the bucket, so it goes to the logs, /api/ready and staff's pending deletions, never to a borrower), and
 * `cause` keeps the SDK's error. Never "photo missing": a setup error must not look like lost data.
 */
export class KycStorageUnavailableError extends ServiceUnavailableError {
  override readonly code = KYC_ERROR_CODES.storageUnavailable;
  constructor(
    readonly problem: string,
    override readonly cause?: unknown,
  ) {
    super(KYC_MESSAGES.storageUnavailable);
  }
}

/**
 * The virus scanner is configured but gave no verdict (not listening, too slow, an error): the photo is
 * refused, never stored unscanned — a 503 the borrower can retry (decision 058). `problem` is for the log.
 */
export class KycScanUnavailableError extends ServiceUnavailableError {
  override readonly code = KYC_ERROR_CODES.scanUnavailable;
  constructor(readonly problem: string) {
    super(KYC_MESSAGES.storageUnavailable);
  }
}
