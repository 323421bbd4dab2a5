import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer';
import { showsNavbar } from '../components/layout/nav-links';
import { Navbar } from '../components/layout/navbar';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { useSession } from '../lib/session/session-context';
import { PageErrorBoundary } from './page-error-boundary';
import { useScrollToTop } from './use-scroll-to-top';

// Only signed-in borrowers see the bell: its own chunk keeps the landing page's JavaScript within
// budget (docs/architecture.md §14).
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
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageErrorBoundary resetKey={key} fallback={<RouteErrorPage />}>
          {/* For the React.lazy parts of some pages (loan details); pages themselves load via lazyPage. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

/** Shown while a lazily loaded part of a page loads. */
function PageLoading() {
  return (
    <p role="status" className="p-8 text-center text-slate-700">
      Loading…
    </p>
  );
}
