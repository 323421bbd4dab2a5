import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { AppRoot, AppRoutes } from './app/app-root';
import { preloadAll } from './app/lazy-page';
import { routes } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Public pages arrive pre-rendered (docs/architecture.md §14): the server put their HTML in #root.
const prerendered = container.firstElementChild !== null;

function app(wrap: (tree: ReactNode) => ReactNode = (tree) => tree) {
  return (
    <AppRoot prerendered={prerendered}>
      {wrap(
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>,
      )}
    </AppRoot>
  );
}

function start(wrap?: (tree: ReactNode) => ReactNode) {
  if (!container) return;
  // The page is already painted, so hydration can yield to the browser between components (a
  // transition) rather than block the main thread in one long task (docs/architecture.md §14).
  if (prerendered) startTransition(() => void hydrateRoot(container, app(wrap)));
  else createRoot(container).render(app(wrap));
}

// The chunks of the pages this URL shows are fetched before the first render, in parallel: the first
// render then equals the pre-rendered HTML (a page still loading would render the fallback), and a
// page inside a lazy layout does not wait for the layout's chunk first. A failed chunk is shown by the
// page's error boundary, so the app starts regardless.
const firstPages = preloadAll((matchRoutes(routes, window.location) ?? []).map((m) => m.route.element));

// docs/product.md §2.3: the performance panel (Ctrl+Shift+P) exists in development only. Vite replaces
// import.meta.env.DEV with false in a production build, so this branch, and the panel's chunk with its
// dynamic import, are dropped from the bundle.
const pagesLoaded = firstPages.catch(() => undefined);
if (import.meta.env.DEV) {
  const panel = import('./features/performance-panel/with-performance-panel').catch(() => undefined);
  void Promise.all([panel, pagesLoaded]).then(([loaded]) => start(loaded?.withPerformancePanel));
} else {
  void pagesLoaded.then(() => start());
}
