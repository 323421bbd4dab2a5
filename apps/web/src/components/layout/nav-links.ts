import { homePathFor } from '../../lib/session/home-path';
import type { Session } from '../../lib/session/session-context';

export interface NavItem {
  to: string;
  label: string;
  primary?: boolean;
}

/** docs/product.md: the brand goes to admin loans for staff, the dashboard for users, / for guests. */
export function brandHref(session: Session): string {
  return session.status === 'authenticated' ? homePathFor(session.user.role) : '/';
}

const AUTH_PAGES = new Set(['/login', '/register']);

export function guestNavItems(pathname: string): NavItem[] {
  const items: NavItem[] = [
    { to: '/apply-loan', label: 'Apply for a Loan', primary: true },
    { to: '/login', label: 'Login' },
  ];
  if (!AUTH_PAGES.has(pathname)) items.push({ to: '/register', label: 'Register' });
  return items;
}

export const SERVICES_ITEMS: readonly NavItem[] = [
  { to: '/my-loans', label: 'My Loans' },
  { to: '/make-payment', label: 'Make Payment' },
  { to: '/profile', label: 'My Profile' },
];

export const ACCOUNT_ITEMS: readonly NavItem[] = [{ to: '/profile', label: 'My Profile' }];

export const ADMIN_TOOLS_ITEMS: readonly NavItem[] = [
  { to: '/admin-dashboard/loans', label: 'Loan Applications' },
  { to: '/admin-dashboard/statistics', label: 'Reports & Statistics' },
];

const NO_NAVBAR_SECTIONS = ['/admin-dashboard', '/loan-details'];

/** The navigation bar is hidden in the admin dashboard and on loan details. */
export function showsNavbar(pathname: string): boolean {
  return !NO_NAVBAR_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}
