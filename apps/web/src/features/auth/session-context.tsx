import { createContext, useContext } from 'react';

export type UserRole = 'user' | 'admin' | 'superuser';

export interface SessionUser {
  id: string;
  role: UserRole;
  firstName: string;
  isEmailVerified: boolean;
}

/** SPEC.md section 4: loading, then authenticated or unauthenticated. */
export type Session =
  | { status: 'loading' }
  | { status: 'unauthenticated' }
  | { status: 'authenticated'; user: SessionUser };

const GUEST: Session = { status: 'unauthenticated' };

// Sessions arrive in a later issue: a provider will fill this context from the me call.
// Until then every reader sees a guest.
export const SessionContext = createContext<Session>(GUEST);

export function useSession(): Session {
  return useContext(SessionContext);
}
