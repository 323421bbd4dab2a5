import type { PublicUser } from '@kwacha/shared/auth/user';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router';

/** docs/product.md §4: loading, then authenticated (user and role known) or unauthenticated. */
export type Session =
  | { status: 'loading'; user?: undefined }
  | { status: 'unauthenticated'; user?: undefined }
  | { status: 'authenticated'; user: PublicUser };

export interface SessionActions {
  /** Stores the token (and the user's id) and makes the session authenticated. */
  signIn: (token: string, user?: PublicUser) => void;
  /** Ends the session here and on the server, then goes to /login. */
  signOut: () => void;
}

export type SessionApi = Session & SessionActions;

/** What SessionProvider shares; the router-aware parts are added by useSession. */
export interface SessionContextValue {
  session: Session;
  signIn: SessionActions['signIn'];
  /** Ends the session without navigating (the provider sits outside the router). */
  endSession: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

/** The session and its actions; for components inside the router and inside <SessionProvider>. */
export function useSession(): SessionApi {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  const navigate = useNavigate();
  const { session, signIn, endSession } = context;
  const signOut = useCallback(() => {
    endSession();
    void navigate('/login', { replace: true });
  }, [endSession, navigate]);
  return useMemo(() => ({ ...session, signIn, signOut }), [session, signIn, signOut]);
}
