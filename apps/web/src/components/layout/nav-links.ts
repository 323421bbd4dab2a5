import type { Session } from '../../features/auth/session-context';

export interface NavItem {
  to: string;
  label: string;
  primary?: boolean;
}

/** SPEC.md: the brand goes to admin loans for staff, the dashboard for users, / for guests. */
export function brandHref(session: Session): string {
  if (session.status !== 'authenticated') return '/';
  return session.user.role === 'user' ? '/dashboard' : '/admin-dashboard/loans';
}

const AUTH_PAGES = new Set(['/login', '/register']);

/** Links for guests; the signed-in menus (Services, account, Admin Tools) come with sessions. */
export function guestNavItems(pathname: string): NavItem[] {
  const items: NavItem[] = [
    { to: '/apply-loan', label: 'Apply for a Loan', primary: true },
    { to: '/login', label: 'Login' },
  ];
  if (!AUTH_PAGES.has(pathname)) items.push({ to: '/register', label: 'Register' });
  return items;
}

const NO_NAVBAR_SECTIONS = ['/admin-dashboard', '/loan-details'];

/** The navigation bar is hidden in the admin dashboard and on loan details. */
export function showsNavbar(pathname: string): boolean {
  return !NO_NAVBAR_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}
