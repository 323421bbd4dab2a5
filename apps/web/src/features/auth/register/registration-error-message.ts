import { isApiError } from '../../../lib/api-error';

export const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Please try again.';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function joinMessages(messages: unknown[]): string {
  return messages.filter((m): m is string => typeof m === 'string' && m.length > 0).join('; ');
}

/**
 * docs/product.md §8, Registration: the details of a validation error joined with '; ', else the msgs of
 * an `errors` array, else the `msg` string, else the error's message, else a generic text. Anything that
 * is not an answer from the API (a bug, not the user's doing) gets the generic text rather than a
 * technical message, and so does an answer that was not our JSON envelope (e.g. a proxy's error page).
 */
export function registrationErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.code === 'INVALID_RESPONSE') return REGISTRATION_FAILED_MESSAGE;
  if (error.code === 'VALIDATION_ERROR') {
    const joined = joinMessages(error.details.map((detail) => detail.msg || detail.message));
    if (joined) return joined;
  }
  const body = isObject(error.body) ? error.body : {};
  if (Array.isArray(body.errors)) {
    const joined = joinMessages(body.errors.map((item) => (isObject(item) ? item.msg : undefined)));
    if (joined) return joined;
  }
  if (typeof body.msg === 'string' && body.msg.length > 0) return body.msg;
  return error.message || REGISTRATION_FAILED_MESSAGE;
}
