import { isApiError } from '../../../lib/api-client';
import { TokenMissingError } from '../api/login';

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your credentials.';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length > 0 ? value : undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * docs/product.md §8, Login: the msg string, else the msgs of an `errors` array joined with '; ',
 * else the error's own message, else the default.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof TokenMissingError) return error.message;
  if (!isApiError(error)) return LOGIN_FAILED_MESSAGE;
  const body = isRecord(error.body) ? error.body : {};
  const msg = text(body.msg);
  if (msg) return msg;
  if (Array.isArray(body.errors)) {
    const messages = body.errors.map((item) => (isRecord(item) ? text(item.msg) : undefined));
    const present = messages.filter((message): message is string => message !== undefined);
    if (present.length > 0) return present.join('; ');
  }
  return text(error.message) ?? LOGIN_FAILED_MESSAGE;
}
