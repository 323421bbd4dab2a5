import { NotFoundError } from '../../lib/domain-errors';

/** A delivery report to a URL without the right token: answered like any unknown address. */
export class SmsCallbackNotFoundError extends NotFoundError {
  constructor() {
    super('The requested resource was not found.');
  }
}
