import { errorDetail } from '@kwacha/shared/api/envelope';
import { COMPLAINT_MESSAGES } from '@kwacha/shared/complaints/complaints';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/domain-errors';

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
