import { isApiError } from '../../lib/api-client';
import { isAuthFailure, serverMessage } from '../auth/server-message';
import { AUTH_FAILED_MESSAGE, tooManyRequestsMessage } from '../my-loans/load-error-message';

export const LOAD_FAILED_MESSAGE = 'Failed to load data. Please try again.';

/** docs/product.md §8, "Payment screen loading"; the payment history page reads its failures the same way. */
export function paymentLoadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429) return tooManyRequestsMessage(error.retryAfter);
  if (isAuthFailure(error)) return AUTH_FAILED_MESSAGE;
  return serverMessage(error, LOAD_FAILED_MESSAGE);
}
