import { homePathFor } from '../../lib/session/home-path';
import type { MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import type { Session } from '../../lib/session/session-context';
import { navbarMessages as messages } from './navbar.messages';

export const navLinkClass =
  'block rounded-lg px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-emerald-800 md:text-sm';

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  primary?: boolean;
}

/** docs/product.md: the brand goes to admin loans for staff, the dashboard for users, / for guests. */
export function brandHref(session: Session): string {
  return session.status === 'authenticated' ? homePathFor(session.user.role) : '/';
}

const AUTH_PAGES = new Set(['/login', '/register']);

export function guestNavItems(pathname: string): NavItem[] {
  const items: NavItem[] = [
    { to: '/apply-loan', label: messages.applyForLoan, primary: true },
    { to: '/login', label: messages.login },
  ];
  if (!AUTH_PAGES.has(pathname)) items.push({ to: '/register', label: messages.register });
  return items;
}

const inSection = (pathname: string, section: string) =>
  pathname === section || pathname.startsWith(`${section}/`);

/**
 * The navigation bar is hidden in the admin dashboard, and on loan details for staff, who have the staff
 * layout there instead; a borrower keeps it on loan details, which is otherwise a dead end on a phone
 * (docs/product.md §2.3).
 */
export function showsNavbar(pathname: string, session: Session): boolean {
  if (inSection(pathname, '/admin-dashboard')) return false;
  if (inSection(pathname, '/loan-details')) return session.user?.role === 'user';
  return true;
}
