import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { preloadAll } from '../app/lazy-page';
import { Providers } from '../app/providers';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/**
 * Like renderApp, with a query client that does not retry (so failures show at once) and optional
 * StrictMode, which mounts every effect twice as in development.
 */
export function renderWithSession(
  path: string | { pathname: string; state?: unknown },
  { appRoutes = routes, strict = false }: { appRoutes?: RouteObject[]; strict?: boolean } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const tree = (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { router, queryClient, ...view };
}

/** Loads every lazy page once, so the first test of a file is not slowed by compiling page chunks. */
export async function preloadPages(appRoutes: RouteObject[] = routes): Promise<void> {
  const pages: unknown[] = [];
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      pages.push(route.element);
      if (route.children) visit(route.children);
    }
  };
  visit(appRoutes);
  await preloadAll(pages);
}
