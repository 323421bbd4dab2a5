import { isStaffRole as isStaff } from '@kwacha/shared/auth/roles';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import { useSession } from '../../lib/session/session-context';
import { buttonClasses } from '../ui/button-styles';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { brandHref, guestNavItems, navLinkClass } from './nav-links';
import { navbarMessages as messages } from './navbar.messages';

// What only signed-in visitors see is its own chunk: the landing page's JavaScript stays within budget
// (docs/performance.md). It is fetched while the session is checked, so it is in by the time it shows.
const loadSignedInNav = () => import('./signed-in-nav');
const StaffNavItems = lazy(() => loadSignedInNav().then((m) => ({ default: m.StaffNavItems })));
const UserNavItems = lazy(() => loadSignedInNav().then((m) => ({ default: m.UserNavItems })));
const UnverifiedEmailBadge = lazy(() => loadSignedInNav().then((m) => ({ default: m.UnverifiedEmailBadge })));

interface NavbarProps {
  /** The borrower's notification bell; a feature's, so the layout in app/ passes it in. */
  notifications?: ReactNode;
}

export function Navbar({ notifications }: NavbarProps) {
  const session = useSession();
  const t = useT();
  const { pathname } = useLocation();
  const menuId = useId();
  // The menu remembers the path it was opened on, so any navigation closes it without an effect.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const closeMenu = () => setOpenOnPath(null);
  const borrower = session.status === 'authenticated' && !isStaff(session.user.role);
  const signedOut = session.status === 'unauthenticated';
  useEffect(() => {
    if (!signedOut) void loadSignedInNav();
  }, [signedOut]);

  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label={t(messages.main)} className="mx-auto flex max-w-6xl flex-wrap items-center px-4 py-3">
        <Link
          to={brandHref(session)}
          onClick={closeMenu}
          className="rounded text-xl font-bold text-emerald-800"
        >
          Kwacha Loans
        </Link>
        {/* Seen at every width: the bell with its unread count and the unverified badge never hide in
            the phone menu (docs/product.md §2.3). On a phone the badge takes a row of its own below. */}
        <div className="ml-auto flex items-center gap-1">
          {borrower ? notifications : null}
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={t(menuOpen ? messages.closeMenu : messages.openMenu)}
            onClick={() => setOpenOnPath(menuOpen ? null : pathname)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
        {borrower && !session.user.isEmailVerified ? (
          <div className="order-1 w-full pt-2 md:order-none md:w-auto md:pt-0 md:pl-2">
            <Suspense fallback={null}>
              <UnverifiedEmailBadge />
            </Suspense>
          </div>
        ) : null}
        <ul
          id={menuId}
          className={`${menuOpen ? 'flex' : 'hidden'} order-2 w-full flex-col gap-1 pt-3 md:order-none md:flex md:pl-2 md:w-auto md:flex-row md:items-center md:gap-2 md:pt-0`}
        >
          {session.status === 'authenticated' ? (
            <Suspense fallback={null}>
              {isStaff(session.user.role) ? (
                <StaffNavItems onSignOut={session.signOut} />
              ) : (
                <UserNavItems onSignOut={session.signOut} />
              )}
            </Suspense>
          ) : session.status === 'unauthenticated' ? (
            guestNavItems(pathname).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={closeMenu}
                  className={item.primary ? buttonClasses('primary', 'w-full md:w-auto') : navLinkClass}
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
