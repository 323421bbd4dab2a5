import { isApiError } from '../../lib/api-client';
import { isAuthFailure, serverMessage } from '../auth/server-message';

export const AUTH_FAILED_MESSAGE = 'Authentication failed. Please log in again.';
export const MY_LOANS_FAILED_MESSAGE = 'Failed to load loan applications. Are you logged in?';

/** docs/product.md §8: 'Please wait {retryAfter or a few minutes} before trying again.' */
export function tooManyRequestsMessage(retryAfter: number | undefined): string {
  const wait =
    retryAfter === undefined || retryAfter <= 0
      ? 'a few minutes'
      : `${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}`;
  return `Too many requests. Please wait ${wait} before trying again.`;
}

/** docs/product.md §8, My loans. */
export function myLoansErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429) return tooManyRequestsMessage(error.retryAfter);
  if (isAuthFailure(error)) return AUTH_FAILED_MESSAGE;
  return serverMessage(error, MY_LOANS_FAILED_MESSAGE);
}
