// First: Zod's configuration must be in place before any chunk loads Zod (lib/zod-jitless.ts).
import './lib/zod-jitless';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { AppRoot, AppRoutes } from './app/app-root';
import { needsQueryClient, preloadAll } from './app/lazy-page';
import { routes } from './app/router';
import { loadStoredLanguage } from './lib/i18n/language-store';
import { loadQueryClient } from './lib/query-client-on-demand';
import { readStoredToken } from './lib/session/session-storage';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Public pages arrive pre-rendered (docs/performance.md): the server put their HTML in #root.
const prerendered = container.firstElementChild !== null;

type Wrap = (tree: ReactNode) => ReactNode;

function app(queryClient: QueryClient | undefined, wrap: Wrap = (tree) => tree) {
  return (
    <AppRoot prerendered={prerendered} queryClient={queryClient}>
      {wrap(
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>,
      )}
    </AppRoot>
  );
}

const start = (queryClient: QueryClient | undefined, wrap?: Wrap) => {
  // Both render as a transition, which yields to the browser between components rather than block the
  // main thread in one long task (docs/performance.md): hydration, since the page is already painted,
  // and the first render of a page that is not pre-rendered (a signed-in page, which rendered in one long
  // task when it was not a transition).
  if (prerendered) startTransition(() => void hydrateRoot(container, app(queryClient, wrap)));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app(queryClient, wrap)));
  }
};

// The chunks of the pages this URL shows are fetched before the first render, in parallel: the first
// render then equals the pre-rendered HTML (a page still loading would render the fallback), and a
// page inside a lazy layout does not wait for the layout's chunk first. So is TanStack Query's client
// when one of them fetches data, or when a stored session will be checked at once (a page that is not
// pre-rendered); the landing page needs neither. A failed chunk is shown by the page's error boundary,
// so the app starts regardless. So are the catalogues of the HTML's language (`<html lang>`: the server
// sent the page in the language cookie's language), which hydration renders in so that it matches, and
// of the language chosen on this device, which the page shows straight after if it differs — an English
// page from the offline cache, say (docs/product.md §22).
async function firstLoads(): Promise<QueryClient | undefined> {
  const firstRoutes = (matchRoutes(routes, window.location) ?? []).map((m) => m.route.element);
  const withClient = needsQueryClient(firstRoutes) || (!prerendered && readStoredToken() !== null);
  await nextTask();
  const queryClient = withClient ? loadQueryClient().catch(() => undefined) : undefined;
  await nextTask();
  const language = loadStoredLanguage().catch(() => undefined);
  // On a pre-rendered page boot.ts asks for the page's chunks, a task each; the entry waits until it has.
  const pages = (window.heldReleased ?? Promise.resolve())
    .then(() => preloadAll(firstRoutes))
    .catch(() => undefined);
  const [client] = await Promise.all([queryClient, pages, language]);
  // The page's chunks were evaluated in the task their import resolved in; hydration starts in the next.
  await nextTask();
  return client;
}

// Startup in short tasks, so that none is long enough to delay a tap on a slow phone (docs/performance.md):
// evaluating the entry's modules (this task), matching the URL (whose first run compiles
// react-router's matcher), asking for TanStack Query's client (the bundler's preload helper adds a link for
// each of its chunks), reading the stored language, and hydrating, each in a task of its own.
function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve));
}
const loaded = nextTask().then(firstLoads);

// docs/product.md §2.3: the performance panel (Ctrl+Shift+P) exists in development only. Vite replaces
// import.meta.env.DEV with false in a production build, so this branch, and the panel's chunk with its
// dynamic import, are dropped from the bundle.
if (import.meta.env.DEV) {
  const panel = import('./features/performance-panel/with-performance-panel').catch(() => undefined);
  void Promise.all([loaded, panel]).then(([client, panelModule]) =>
    start(client, panelModule?.withPerformancePanel),
  );
} else {
  void loaded.then((client) => start(client));
}
