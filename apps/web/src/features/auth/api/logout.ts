import { apiFetch } from '../../../lib/api-client';

/** Ends the session of `token` server-side; the token is passed in, so storage may be cleared already. */
export function logout(token: string): Promise<unknown> {
  return apiFetch('/api/auth/logout', { method: 'POST', body: {}, headers: { 'x-auth-token': token } });
}
