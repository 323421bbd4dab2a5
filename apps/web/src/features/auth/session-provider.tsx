import type { PublicUser } from '@kwacha/shared/auth/user';
import { QueryClientContext } from '@tanstack/react-query';
import {
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { setLanguage } from '../../lib/i18n/language-store';
import { ME_QUERY_KEY } from '../../lib/session/me-query-key';
import { type Session, SessionContext, type SessionContextValue } from '../../lib/session/session-context';
import { clearStoredSession, readStoredToken, storeSession } from '../../lib/session/session-storage';
import { setUnauthorizedHandler } from '../../lib/unauthorized-handler';
import type { MeResult } from './me-observer';

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
  // Undefined until the app's QueryClient is loaded (lib/query-client-on-demand.ts); a guest needs none.
  const queryClient = useContext(QueryClientContext);
  const [token, setToken] = useState(() => (prerendered ? null : readStoredToken()));
  /** The latest me result, for the token it was asked with (a new token must not show the old user). */
  const [me, setMe] = useState<{ token: string; result: MeResult } | null>(null);

  // A pre-rendered page was built signed out, and hydration needs the first render to match it
  // (docs/performance.md). The stored token is read right after that render, before the browser
  // paints again; a signed-in visitor then sees the session loading, then their own state.
  useLayoutEffect(() => {
    if (prerendered) setToken(readStoredToken());
  }, [prerendered]);

  const clearSession = useCallback(() => {
    clearStoredSession();
    setToken(null);
    // The next person on this phone must not see the previous user's cached loans.
    queryClient?.clear();
  }, [queryClient]);

  // Any call answered 401 ends the session, not only the me call.
  useEffect(() => setUnauthorizedHandler(clearSession), [clearSession]);

  // The me query runs through TanStack Query's observer, from a chunk loaded only with a token, so a
  // guest's page carries none of it (docs/performance.md).
  useEffect(() => {
    if (token === null || !queryClient) return;
    let active = true;
    let stop: (() => void) | undefined;
    void import('./me-observer').then(({ observeMe }) => {
      if (active) stop = observeMe(queryClient, (result) => setMe({ token, result }));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [token, queryClient]);
  const result = token !== null && me?.token === token ? me.result : undefined;

  // The server refused the token (401 or 403): clear it silently.
  useEffect(() => {
    if (token !== null && result?.data === null) clearSession();
  }, [token, result?.data, clearSession]);

  useEffect(() => {
    if (result?.error) console.warn('Could not load the session; keeping it as it was.', result.error);
  }, [result?.error]);

  // The language kept on the account applies at sign-in, on any device (docs/product.md §22); until the
  // person has chosen one, this device's choice stands.
  const accountLanguage = result?.data?.language ?? undefined;
  useEffect(() => {
    if (accountLanguage) setLanguage(accountLanguage).catch(() => undefined);
  }, [accountLanguage]);

  const signIn = useCallback(
    (newToken: string, user?: PublicUser) => {
      storeSession(newToken, user?.id);
      if (user) queryClient?.setQueryData(ME_QUERY_KEY, user);
      else void queryClient?.invalidateQueries({ queryKey: ME_QUERY_KEY });
      setToken(newToken);
    },
    [queryClient],
  );

  const endSession = useCallback(() => {
    // Best effort, with the token read before it is cleared; a failure changes nothing here. The call
    // comes from a chunk of its own, with the API client (docs/performance.md).
    const endedToken = readStoredToken();
    if (endedToken !== null) {
      void import('./api/logout').then(({ logout }) => logout(endedToken)).catch(() => undefined);
    }
    clearSession();
  }, [clearSession]);

  const session = useMemo((): Session => {
    if (token === null) return { status: 'unauthenticated' };
    if (result?.data) return { status: 'authenticated', user: result.data };
    // null: the server refused the token. An error without data: we could not ask; the token is kept
    // so a reconnect (TanStack refetches on reconnect and focus) or the next visit restores the session.
    if (result && (result.data === null || result.error)) return { status: 'unauthenticated' };
    return { status: 'loading' };
  }, [token, result]);

  const value = useMemo<SessionContextValue>(
    () => ({ session, signIn, endSession }),
    [session, signIn, endSession],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
