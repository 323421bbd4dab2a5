import { EMAIL_MESSAGES } from '@kwacha/shared/staff/email-management';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';

/** An unknown id, or something that is not an id at all (404). */
export class EmailNotFoundError extends NotFoundError {
  override readonly code = 'EMAIL_NOT_FOUND';
  constructor() {
    super(EMAIL_MESSAGES.notFound);
  }
}

/**
 * The message cannot be sent again (409), with the reason in words: it has not failed, it is a code,
 * its account is gone or no longer consents, or its copy lost a link.
 */
export class EmailResendRefusedError extends ConflictError {
  override readonly code = 'EMAIL_RESEND_REFUSED';
}
