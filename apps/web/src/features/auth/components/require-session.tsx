import { isStaffRole as isStaff } from '@kwacha/shared/auth/roles';
import type { UserRole } from '@kwacha/shared/auth/user';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { STAFF_HOME } from '../../../lib/session/home-path';
import { useSession } from '../../../lib/session/session-context';
import { SessionLoading } from './session-loading';

// Rarely seen, so a chunk of its own rather than part of the landing page's JavaScript
// (docs/performance.md).
const AccessDenied = lazy(() => import('./access-denied').then((m) => ({ default: m.AccessDenied })));

export interface RequireSessionProps {
  /** Roles allowed in; any signed-in role when omitted. */
  roles?: readonly UserRole[];
  /** Borrowers must have verified their e-mail (staff are never asked). */
  verifiedEmail?: boolean;
  /** Defaults to the child routes (<Outlet />), so the guard works as a layout route. */
  children?: ReactNode;
}

/** The login page reads this navigation state to return the visitor to the page they wanted. */
export interface ReturnToState {
  from: string;
}

/**
 * docs/product.md §2, guard behaviour: guests go to /login, unverified borrowers to
 * /verify-email-prompt, staff on a route not theirs to their home, anyone else sees Access Denied.
 */
export function RequireSession({ roles, verifiedEmail = false, children }: RequireSessionProps) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  // <Navigate> navigates again whenever its state object changes; while a lazy /login loads, the guard
  // re-renders, so a fresh object each render would restart that navigation for ever.
  const returnTo = useMemo<ReturnToState>(
    () => ({ from: `${pathname}${search}${hash}` }),
    [pathname, search, hash],
  );

  if (session.status === 'loading') return <SessionLoading />;
  if (session.status === 'unauthenticated') return <Navigate to="/login" replace state={returnTo} />;

  const { user } = session;
  if (roles && !roles.includes(user.role)) {
    if (isStaff(user.role)) return <Navigate to={STAFF_HOME} replace />;
    return (
      <Suspense fallback={<SessionLoading />}>
        <AccessDenied />
      </Suspense>
    );
  }
  if (verifiedEmail && user.role === 'user' && !user.isEmailVerified) {
    return <Navigate to="/verify-email-prompt" replace />;
  }
  return children ?? <Outlet />;
}
