import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClasses } from '../components/ui/button-styles';
import { CrashScreen } from '../features/errors/crash-screen';

interface State {
  failed: boolean;
}

/** Last line of defence around the providers and the router; it has no router, so it reloads. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
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
    );
  }
}
