import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer';
import { showsNavbar } from '../components/layout/nav-links';
import { Navbar } from '../components/layout/navbar';
import { NotificationBell } from '../features/notifications/notification-bell';
import { useSession } from '../lib/session/session-context';

export function RootLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-emerald-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      {showsNavbar(pathname, session) ? <Navbar notifications={<NotificationBell floating />} /> : null}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

/** Shown while the first page chunk loads. */
export function RootHydrateFallback() {
  return (
    <p role="status" className="p-8 text-center text-slate-700">
      Loading…
    </p>
  );
}
