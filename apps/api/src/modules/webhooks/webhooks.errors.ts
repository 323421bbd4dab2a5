import { NotFoundError, UnauthenticatedError } from '../../lib/domain-errors';

/** A missing or wrong signature, or a body that is no callback: 401, and nothing changed. */
export class CallbackRefusedError extends UnauthenticatedError {
  override readonly code = 'CALLBACK_REJECTED';
  constructor() {
    super('The callback could not be verified.');
  }
}

/** A webhook of a provider this deployment has no credentials for: as if the route did not exist. */
export class WebhookNotConfiguredError extends NotFoundError {
  constructor() {
    super('The requested resource was not found.');
  }
}
