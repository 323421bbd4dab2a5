import { SMS_MESSAGES } from '@kwacha/shared/staff/sms-messages';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';

/** A delivery report to a URL without the right token: answered like any unknown address. */
export class SmsCallbackNotFoundError extends NotFoundError {
  constructor() {
    super('The requested resource was not found.');
  }
}

/** An unknown id, or something that is not an id at all (404). */
export class SmsNotFoundError extends NotFoundError {
  override readonly code = 'SMS_NOT_FOUND';
  constructor() {
    super(SMS_MESSAGES.notFound);
  }
}

/**
 * The text cannot be sent again (409), with the reason in words: it has not failed, was sent again
 * already, was erased, or its borrower is gone, deactivated, turned texts off or has no number.
 */
export class SmsResendRefusedError extends ConflictError {
  override readonly code = 'SMS_RESEND_REFUSED';
}
