import { type ComponentType, type ReactElement, useEffect, useReducer, useState } from 'react';

/** A page whose code is its own chunk, fetched on first render or ahead of it by preload(). */
export class PageLoader {
  component: ComponentType | undefined;
  private loading: Promise<void> | undefined;

  constructor(private readonly load: () => Promise<ComponentType>) {}

  /** Fetches the chunk; main.tsx awaits it for the pages the first URL shows before rendering. */
  preload(): Promise<void> {
    this.loading ??= this.load().then(
      (component) => {
        this.component = component;
      },
      (error: unknown) => {
        // A failed chunk (a dropped connection) is fetched afresh by the error screen's Try Again.
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }
}

/**
 * Every page is its own chunk (docs/architecture.md §14). The app runs react-router's declarative
 * router, about 18 kB gzipped smaller than its data router but without the `lazy` route property, so
 * a route's element is this instead. Once preloaded a page renders at once, which lets the first client
 * render match the pre-rendered HTML; otherwise it shows "Loading…" until its chunk is in. (It does not
 * suspend: a render that suspends inside testing-library's synchronous act is never retried.)
 */
export function lazyPage(load: () => Promise<ComponentType>): ReactElement<LazyPageProps> {
  return <LazyPage page={new PageLoader(load)} />;
}

interface LazyPageProps {
  page: PageLoader;
}

function LazyPage({ page }: LazyPageProps) {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, showLoaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (page.component) return;
    let mounted = true;
    page.preload().then(
      () => mounted && showLoaded(),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [page]);
  // The page's error boundary shows the crash screen.
  if (failure) throw failure.error;
  const Page = page.component;
  return Page ? <Page /> : <PageLoading />;
}

/** Shown while a page's chunk loads. */
function PageLoading() {
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

function isLazyPage(element: unknown): element is ReactElement<LazyPageProps> {
  return (
    typeof element === 'object' &&
    element !== null &&
    'type' in element &&
    element.type === LazyPage &&
    'props' in element
  );
}
