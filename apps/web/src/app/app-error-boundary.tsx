import type { ReactNode } from 'react';
import { buttonClasses } from '../components/ui/button-styles';
import { CrashScreen } from '../features/errors/crash-screen';
import { crashMessages } from '../features/errors/errors.messages';
import { useT } from '../lib/i18n/use-t';
import { ErrorBoundary } from './error-boundary';

/** Last line of defence around the providers and the router; it has no router, so it reloads. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <main>
          <CrashScreen onRetry={() => window.location.reload()} homeLink={<HomeLink />} />
        </main>
      }
    >
      {children}
    </ErrorBoundary>
  );
}

/** A plain link: this screen has no router. */
function HomeLink() {
  const t = useT();
  return (
    <a href="/" className={buttonClasses('secondary')}>
      {t(crashMessages.home)}
    </a>
  );
}
