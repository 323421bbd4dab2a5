import { type ReactNode, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/session/session-context';
import { ADMIN_LOANS_PATH, adminNavItems, ROLE_LABELS, staffDisplayName } from './admin-nav-items';

const navItemClass =
  'block rounded-lg px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-emerald-50 aria-[current=page]:text-emerald-900';

/**
 * The staff area around every /admin-dashboard page (the site's navigation bar is hidden here): a top
 * bar with the brand and the notification bell, and the admin navigation, a side column from lg up and
 * a menu under the top bar on phones. The bell and the menu's badges belong to other features, so app/
 * passes them in.
 */
export function AdminLayout({
  notifications,
  navBadges = {},
  banner,
}: {
  notifications?: ReactNode;
  /** A warning shown above every page (identity checks switched off). */
  banner?: ReactNode;
  /** Something to show beside a menu entry, by its path (the flagged payments' count). */
  navBadges?: Partial<Record<string, ReactNode>>;
}) {
  const { user, signOut } = useSession();
  const { pathname } = useLocation();
  const menuId = useId();
  // The menu remembers the path it was opened on, so following any link closes it without an effect.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;

  // The route guard renders this layout for signed-in staff only.
  if (!user) return null;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#admin-content"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-emerald-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to page content
      </a>
      <div className="flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-2">
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setOpenOnPath(menuOpen ? null : pathname)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to={ADMIN_LOANS_PATH} className="rounded text-xl font-bold text-emerald-800">
          Kwacha Loans
        </Link>
        <div className="ml-auto">{notifications}</div>
      </div>
      <div className="flex-1 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav
          id={menuId}
          aria-label="Admin"
          className={`${menuOpen ? 'flex' : 'hidden'} flex-col border-b border-slate-200 bg-white p-3 lg:flex lg:border-r lg:border-b-0`}
        >
          <ul className="grid gap-1">
            {adminNavItems(user.role).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navItemClass}>
                  {item.label}
                  {navBadges[item.to]}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-slate-200 pt-3">
            <p className="px-3 text-sm">
              <span className="block font-semibold text-slate-900">{staffDisplayName(user)}</span>
              <span className="text-slate-600">{ROLE_LABELS[user.role]}</span>
            </p>
            <button
              type="button"
              onClick={signOut}
              className="mt-2 block min-h-11 w-full rounded-lg px-3 py-2 text-left text-base font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              LOG OUT
            </button>
          </div>
        </nav>
        <div id="admin-content" tabIndex={-1} className="min-w-0 focus:outline-none">
          {banner}
          <Outlet />
        </div>
      </div>
    </div>
  );
}
