import { isApiError } from './api-client';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length > 0 ? value : undefined;

/**
 * The message the server wrote for the user (`msg`, else `message`), else the screen's fallback.
 * A connection failure has no server message; saying so beats a fallback that blames, say, the link.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'NETWORK_ERROR') return error.message;
  const body = error.body;
  if (typeof body !== 'object' || body === null) return fallback;
  const { msg, message } = body as { msg?: unknown; message?: unknown };
  return text(msg) ?? text(message) ?? fallback;
}

/** docs/product.md §8: these answers mean the session is gone and the screen logs out. */
export function isAuthFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * A query's request that calls `onAuthFailure` (the toast) as a 401 or 403 arrives, from inside the query,
 * before the query fails with it and the session ends (see useMyLoansQuery).
 */
export async function reportAuthFailure<T>(request: Promise<T>, onAuthFailure?: () => void): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (isAuthFailure(error)) onAuthFailure?.();
    throw error;
  }
}
