import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The location's key: a new navigation (Try Again re-enters the same URL) renders the page afresh. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string;
}

/**
 * Catches a page that crashed (or whose chunk failed to load) so the layout around it survives. The
 * app's declarative router has no route error boundaries (docs/architecture.md §14), hence this one.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
