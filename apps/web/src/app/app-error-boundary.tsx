import type { ReactNode } from 'react';
import { buttonClasses } from '../components/ui/button-styles';
import { CrashScreen } from '../features/errors/crash-screen';
import { ErrorBoundary } from './error-boundary';

/** Last line of defence around the providers and the router; it has no router, so it reloads. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <main>
          <CrashScreen
            onRetry={() => window.location.reload()}
            homeLink={
              <a href="/" className={buttonClasses('secondary')}>
                Go Home
              </a>
            }
          />
        </main>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
