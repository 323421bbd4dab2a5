import { errorDetail } from '@kwacha/shared/api/envelope';
import { COMPLAINT_MESSAGES } from '@kwacha/shared/complaints/complaints';
import {
  ConflictError,
  DomainError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../../lib/domain-errors';

/** No such complaint, or another borrower's: the same answer (docs/product.md §15.3). */
export class ComplaintNotFoundError extends NotFoundError {
  override readonly code = 'COMPLAINT_NOT_FOUND';
  constructor() {
    super(COMPLAINT_MESSAGES.notFound);
  }
}

export class AttachmentNotFoundError extends NotFoundError {
  override readonly code = 'ATTACHMENT_NOT_FOUND';
  constructor() {
    super(COMPLAINT_MESSAGES.attachmentNotFound);
  }
}

/** The loan or payment named is not this borrower's (or does not exist). */
export class ComplaintSubjectNotFoundError extends NotFoundError {
  override readonly code: string;
  constructor(what: 'loan' | 'payment') {
    super(what === 'loan' ? 'Loan not found.' : 'Payment not found.');
    this.code = what === 'loan' ? 'LOAN_NOT_FOUND' : 'PAYMENT_NOT_FOUND';
  }
}

/** A file that is not a PNG, JPEG or PDF by its content, or is too large, or the form is unreadable. */
export class AttachmentRefusedError extends ValidationError {
  constructor(message: string) {
    super([errorDetail('attachment', message)], message);
  }
}

/**
 * The virus scanner (CLAMAV_URL) found a signature in the attachment: nothing is stored. The borrower reads
 * the words of any unreadable form; the code and the log (`complaint.upload_infected`) say why (decision 058).
 */
export class AttachmentInfectedError extends DomainError {
  readonly code = 'ATTACHMENT_INFECTED';
  readonly kind = 'validation';
  constructor() {
    super(COMPLAINT_MESSAGES.badUpload, [errorDetail('attachment', COMPLAINT_MESSAGES.badUpload)]);
  }
}

/** CLAMAV_URL is set and clamd gave no verdict: the complaint is refused, to be sent again later. */
export class AttachmentScanUnavailableError extends ServiceUnavailableError {
  override readonly code = 'ATTACHMENT_SCAN_UNAVAILABLE';
  constructor() {
    super('The service is temporarily unavailable. Please try again shortly.');
  }
}

/** The complaint has moved on (someone acted first): the move asked for no longer applies. */
export class ComplaintStateConflictError extends ConflictError {
  override readonly code = 'COMPLAINT_STATE_CONFLICT';
}

/** An assignee who is not an active admin or superuser. */
export class AssigneeNotStaffError extends ValidationError {
  constructor() {
    super([errorDetail('assigneeId', COMPLAINT_MESSAGES.assigneeNotStaff)]);
  }
}
