import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../lib/i18n/use-t';
import { CrashScreen } from './crash-screen';
import { crashMessages as messages } from './errors.messages';

/**
 * Route errorElement: whatever a page or its loader threw, the user sees the crash screen only. Without
 * a network (a part of a page whose code is not on the phone) it says the page needs a connection
 * instead, and tries again by itself once the network is back (docs/product.md §21.1).
 */
export function RouteErrorPage({ onRetry }: { onRetry?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  // Re-entering the same URL re-runs its loaders and, being a new location, resets the router's
  // error boundary: a retry without reloading the whole app on a slow connection.
  const retry = onRetry ?? (() => void navigate(location, { replace: true, state: location.state }));
  const offline = globalThis.navigator?.onLine === false;
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, retry]);
  return (
    <CrashScreen
      offline={offline}
      onRetry={retry}
      homeLink={
        <ButtonLink to="/" variant="secondary">
          {t(messages.home)}
        </ButtonLink>
      }
    />
  );
}
