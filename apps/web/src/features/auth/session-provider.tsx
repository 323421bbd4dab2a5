import type { PublicUser } from '@kwacha/shared/auth/user';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { ME_QUERY_KEY, meQueryOptions } from '../../lib/session/get-me';
import { type Session, SessionContext, type SessionContextValue } from '../../lib/session/session-context';
import { clearStoredSession, readStoredToken, storeSession } from '../../lib/session/session-storage';
import { logout } from './api/logout';

interface SessionProviderProps {
  children: ReactNode;
  /** The page's HTML was pre-rendered signed out; see below. */
  prerendered?: boolean;
}

/**
 * Holds the session: the stored token plus the me query (docs/product.md §4 and §6).
 * Without a token there is no call; a 401 or 403 clears it silently; any other failure is logged and
 * changes nothing, so a flaky connection never signs anyone out.
 */
export function SessionProvider({ children, prerendered = false }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => (prerendered ? null : readStoredToken()));

  // A pre-rendered page was built signed out, and hydration needs the first render to match it
  // (docs/architecture.md §14). The stored token is read right after that render, before the browser
  // paints again; a signed-in visitor then sees the session loading, then their own state.
  useLayoutEffect(() => {
    if (prerendered) setToken(readStoredToken());
  }, [prerendered]);

  const clearSession = useCallback(() => {
    clearStoredSession();
    setToken(null);
    // The next person on this phone must not see the previous user's cached loans.
    queryClient.clear();
  }, [queryClient]);

  // Any call answered 401 ends the session, not only the me call.
  useEffect(() => setUnauthorizedHandler(clearSession), [clearSession]);

  const me = useQuery({ ...meQueryOptions, enabled: token !== null });

  // The server refused the token (401 or 403): clear it silently.
  useEffect(() => {
    if (token !== null && me.data === null) clearSession();
  }, [token, me.data, clearSession]);

  useEffect(() => {
    if (me.error) console.warn('Could not load the session; keeping it as it was.', me.error);
  }, [me.error]);

  const signIn = useCallback(
    (newToken: string, user?: PublicUser) => {
      storeSession(newToken, user?.id);
      if (user) queryClient.setQueryData(ME_QUERY_KEY, user);
      else void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      setToken(newToken);
    },
    [queryClient],
  );

  const endSession = useCallback(() => {
    // Best effort: the call reads the token before it is cleared, and a failure changes nothing here.
    if (readStoredToken() !== null) logout().catch(() => undefined);
    clearSession();
  }, [clearSession]);

  const session = useMemo((): Session => {
    if (token === null) return { status: 'unauthenticated' };
    if (me.data) return { status: 'authenticated', user: me.data };
    // null: the server refused the token. An error without data: we could not ask; the token is kept
    // so a reconnect (TanStack refetches on reconnect and focus) or the next visit restores the session.
    if (me.data === null || me.isError) return { status: 'unauthenticated' };
    return { status: 'loading' };
  }, [token, me.data, me.isError]);

  const value = useMemo<SessionContextValue>(
    () => ({ session, signIn, endSession }),
    [session, signIn, endSession],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
