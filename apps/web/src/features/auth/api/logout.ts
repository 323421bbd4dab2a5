import { apiFetch } from '../../../lib/api-client';

/** Ends the session server-side; the token is read when the call starts, so it may be cleared right after. */
export function logout(): Promise<unknown> {
  return apiFetch('/api/auth/logout', { method: 'POST', body: {} });
}
