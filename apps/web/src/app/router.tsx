import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { RootHydrateFallback, RootLayout } from './root-layout';

// Every page is its own chunk (DESIGN.md section 12): only the layout ships in the entry bundle.
export const pageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('../features/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
  },
  {
    path: '*',
    lazy: () => import('../features/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
];

/** The app's route tree around the given pages; tests add pages of their own. */
export function buildRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      // Catches a crash of the layout itself.
      ErrorBoundary: RouteErrorPage,
      children: [
        // A page that crashes keeps the navigation bar and footer around its error screen.
        { ErrorBoundary: RouteErrorPage, children: pages },
      ],
    },
  ];
}

export const routes = buildRoutes(pageRoutes);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
