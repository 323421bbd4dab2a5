import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { useRoutes } from 'react-router';
import { AppErrorBoundary } from './app-error-boundary';
import { Providers } from './providers';
import { routes } from './router';

interface AppRootProps {
  /** The router: BrowserRouter in the browser, StaticRouter when pre-rendering. */
  children: ReactNode;
  /** See Providers: the first render shows the signed-out state the pre-rendered HTML has. */
  prerendered?: boolean;
  /** Given when the first page fetches data, so it renders at once (lib/query-client-on-demand.ts). */
  queryClient?: QueryClient;
}

/**
 * The tree the browser renders and the build pre-renders (docs/performance.md). Both sides use
 * this one component so the markup, and React's useId values, agree when the page hydrates.
 */
export function AppRoot({ children, prerendered = false, queryClient }: AppRootProps) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Providers prerendered={prerendered} queryClient={queryClient}>
          {children}
        </Providers>
      </AppErrorBoundary>
    </StrictMode>
  );
}

/** The app's pages for the router around it. */
export function AppRoutes() {
  return useRoutes(routes);
}
