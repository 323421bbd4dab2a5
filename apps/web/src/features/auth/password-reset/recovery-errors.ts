import { isApiError } from '../../../lib/api-error';
import { forgotPasswordMessages, resetPasswordMessages } from './password-reset.messages';

export const FORGOT_PASSWORD_FAILED_MESSAGE = forgotPasswordMessages.failed.message;
export const RESET_PASSWORD_FAILED_MESSAGE = resetPasswordMessages.failed.message;
export const RESET_TOKEN_MISSING_MESSAGE = resetPasswordMessages.tokenMissing.message;

/**
 * docs/product.md §8: the server's message, else the fallback. A validation answer's message is its
 * fields' own messages (docs/product.md §8.2), so it is shown as it is. An answer that was not our JSON
 * envelope (a proxy's error page) has no message worth showing.
 */
function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.code === 'INVALID_RESPONSE') return fallback;
  return error.message || fallback;
}

/** `failed` is our own text, in the reader's language; the server's stays as sent. */
export function forgotPasswordErrorMessage(error: unknown, failed = FORGOT_PASSWORD_FAILED_MESSAGE): string {
  return serverMessage(error, failed);
}

/** True when the link itself is the problem: used, expired, unknown, or not even shaped like a token. */
export function isInvalidResetLink(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.code === 'INVALID_TOKEN' ||
    (error.code === 'VALIDATION_ERROR' && error.details.some((detail) => detail.field === 'token'))
  );
}

export function resetPasswordErrorMessage(error: unknown, failed = RESET_PASSWORD_FAILED_MESSAGE): string {
  // A malformed token fails the API's request validation, whose text speaks of verification links.
  if (isInvalidResetLink(error) && isApiError(error) && error.code !== 'INVALID_TOKEN') {
    return failed;
  }
  return serverMessage(error, failed);
}
