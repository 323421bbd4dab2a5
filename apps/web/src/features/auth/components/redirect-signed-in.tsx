import { Navigate, Outlet } from 'react-router';
import { homePathFor } from '../../../lib/session/home-path';
import { useSession } from '../../../lib/session/session-context';
import { SessionLoading } from './session-loading';

/**
 * Layout route for pages meant for guests (the landing page): a signed-in visitor goes to their home.
 * It lives outside the page so the page's own chunk stays as small as it was.
 */
export function RedirectSignedIn() {
  const session = useSession();
  if (session.status === 'loading') return <SessionLoading />;
  if (session.status === 'authenticated') return <Navigate to={homePathFor(session.user.role)} replace />;
  return <Outlet />;
}
