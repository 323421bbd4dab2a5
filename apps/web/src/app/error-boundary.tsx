import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children once they crashed. */
  fallback: ReactNode;
  /** A new key renders the children afresh: the location's key, so Try Again re-entering the URL retries. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string | undefined;
}

/**
 * Catches a crash below it (a page, or a page's chunk that failed to load) so what is around it
 * survives. The app's declarative router has no route error boundaries (docs/performance.md),
 * hence one of ours: around each page (app/root-layout.tsx) and around the whole app.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
