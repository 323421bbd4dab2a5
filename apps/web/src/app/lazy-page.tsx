import { QueryClientContext } from '@tanstack/react-query';
import {
  type ComponentType,
  type ReactElement,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { RouteErrorPage } from '../features/errors/route-error-page';

/** A page whose code is its own chunk, fetched on first render or ahead of it by preload(). */
export interface PageLoader {
  component: ComponentType | undefined;
  /** False for pages that fetch nothing (TanStack Query): they render without waiting for its client. */
  fetchesData: boolean;
  /** Fetches the chunk; main.tsx awaits it for the pages the first URL shows before rendering. */
  preload: () => Promise<void>;
}

function pageLoader(load: () => Promise<ComponentType>, fetchesData: boolean): PageLoader {
  let loading: Promise<void> | undefined;
  const page: PageLoader = {
    component: undefined,
    fetchesData,
    preload: () =>
      (loading ??= load().then(
        (component) => {
          page.component = component;
        },
        (error: unknown) => {
          // A failed chunk (a dropped connection) is fetched afresh by the error screen's Try Again.
          loading = undefined;
          throw error;
        },
      )),
  };
  return page;
}

/**
 * Every page is its own chunk (docs/performance.md). The app runs react-router's declarative
 * router, much smaller than its data router but without the `lazy` route property, so
 * a route's element is this instead. Once preloaded a page renders at once, which lets the first client
 * render match the pre-rendered HTML; otherwise it shows "Loading…" until its chunk is in. (It does not
 * suspend: a render that suspends inside testing-library's synchronous act is never retried.)
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  { fetchesData = true }: { fetchesData?: boolean } = {},
): ReactElement<LazyPageProps> {
  return <LazyPage page={pageLoader(load, fetchesData)} />;
}

interface LazyPageProps {
  page: PageLoader;
}

function LazyPage({ page }: LazyPageProps) {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, showLoaded] = useReducer((count: number) => count + 1, 0);
  // Asked again after failing offline: Chromium may keep a failed import failed for the page's life.
  const retriedAfterOffline = useRef(false);
  const online = globalThis.navigator?.onLine !== false;
  const reloadInstead = failure !== null && online && retriedAfterOffline.current;
  useEffect(() => {
    // So the page is loaded afresh, once, rather than shown as a crash (docs/product.md §21.1).
    if (reloadInstead) window.location.reload();
  }, [reloadInstead]);
  useEffect(() => {
    // After a failure, clearing it asks for the chunk again.
    if (page.component || failure) return;
    let mounted = true;
    page.preload().then(
      () => mounted && showLoaded(),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [page, failure]);
  // A page that fetches waits for the QueryClient, which loads after the first render when the first
  // page needed none (lib/query-client-on-demand.ts).
  const queryClient = useContext(QueryClientContext);
  if (failure) {
    // Offline, a page whose code is not on the phone says it needs a connection, in the layout, and
    // loads once the network is back (docs/product.md §21.1): not a crash, nothing to log.
    if (!online) {
      const retry = () => {
        retriedAfterOffline.current = true;
        setFailure(null);
      };
      return <RouteErrorPage onRetry={retry} />;
    }
    if (reloadInstead) return <PageLoading />;
    // The page's error boundary shows the crash screen.
    throw failure.error;
  }
  const Page = page.component;
  return Page && (queryClient || !page.fetchesData) ? <Page /> : <PageLoading />;
}

/** Shown while a page's chunk (or a lazily loaded part of a page) loads. */
export function PageLoading() {
  return (
    <p role="status" className="p-8 text-center text-slate-700">
      Loading…
    </p>
  );
}

/** Preloads the lazy pages among route elements (those of the routes a URL matches, say). */
export async function preloadAll(elements: readonly unknown[]): Promise<void> {
  await Promise.all(elements.filter(isLazyPage).map((element) => element.props.page.preload()));
}

/** Whether any of these route elements is a page that needs the QueryClient for its first render. */
export function needsQueryClient(elements: readonly unknown[]): boolean {
  return elements.some((element) => isLazyPage(element) && element.props.page.fetchesData);
}

function isLazyPage(element: unknown): element is ReactElement<LazyPageProps> {
  return (
    typeof element === 'object' &&
    element !== null &&
    'type' in element &&
    element.type === LazyPage &&
    'props' in element
  );
}
