import { USSD_PIN_MESSAGES } from '@kwacha/shared/ussd/ussd-pin';
import { conflict, fieldRefusal, NotFoundError } from '../../lib/domain-errors';

export class TooEasyUssdPinError extends fieldRefusal('pin', USSD_PIN_MESSAGES.tooEasy) {}

/** The menu knows a borrower by their registered number: without one there is nothing to set a PIN for. */
export class NoPhoneForUssdError extends conflict('NO_PHONE_NUMBER', USSD_PIN_MESSAGES.noPhone) {}

/** A callback with a wrong token or from an address not allowed: answered as an address that does not exist. */
export class UssdCallbackNotFoundError extends NotFoundError {
  constructor() {
    super('The requested resource was not found.');
  }
}
