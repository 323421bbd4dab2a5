import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../lib/i18n/use-t';
import { CrashScreen } from './crash-screen';
import { crashMessages as messages } from './errors.messages';

/** Route errorElement: whatever a page or its loader threw, the user sees the crash screen only. */
export function RouteErrorPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  // Re-entering the same URL re-runs its loaders and, being a new location, resets the router's
  // error boundary: a retry without reloading the whole app on a slow connection.
  const retry = () => void navigate(location, { replace: true, state: location.state });
  return (
    <CrashScreen
      onRetry={retry}
      homeLink={
        <ButtonLink to="/" variant="secondary">
          {t(messages.home)}
        </ButtonLink>
      }
    />
  );
}
