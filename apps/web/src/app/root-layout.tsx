import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer';
import { showsNavbar } from '../components/layout/nav-links';
import { Navbar } from '../components/layout/navbar';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { useSession } from '../lib/session/session-context';
import { PageLoading } from './lazy-page';
import { ErrorBoundary } from './error-boundary';
import { useScrollToTop } from './use-scroll-to-top';

// Only signed-in borrowers see the bell: its own chunk keeps the landing page's JavaScript within
// budget (docs/performance.md).
const NotificationBell = lazy(() =>
  import('../features/notifications/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

export function RootLayout() {
  const { pathname, key } = useLocation();
  const session = useSession();
  useScrollToTop();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-emerald-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      {showsNavbar(pathname, session) ? (
        <Navbar
          notifications={
            <Suspense fallback={null}>
              <NotificationBell floating />
            </Suspense>
          }
        />
      ) : null}
      {/* At least a screen tall, so the footer starts below the fold and never jumps while a page
          loads its data (a layout shift, docs/performance.md). */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <ErrorBoundary resetKey={key} fallback={<RouteErrorPage />}>
          {/* For the React.lazy parts of some pages (loan details); pages themselves load via lazyPage. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
