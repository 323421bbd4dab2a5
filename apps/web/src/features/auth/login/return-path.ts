import type { UserRole } from '@kwacha/shared/auth/user';
import { homePathFor } from '../../../lib/session/home-path';

/**
 * Where to go after login: the page the guard sent the visitor from, else their home.
 * Only same-app paths are followed; '//host' would leave the site.
 */
export function returnPath(state: unknown, role: UserRole): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  const usable =
    typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login');
  return usable ? from : homePathFor(role);
}
