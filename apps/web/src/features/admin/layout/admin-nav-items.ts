import type { PublicUser, UserRole } from '@kwacha/shared/auth/user';

export interface AdminNavItem {
  to: string;
  label: string;
}

export const ADMIN_LOANS_PATH = '/admin-dashboard/loans';
export const ADMIN_STATISTICS_PATH = '/admin-dashboard/statistics';
export const ADMIN_SETTINGS_PATH = '/admin-dashboard/settings';

// Only pages that exist are linked; users and the e-mail screens join this list when built.
const ITEMS: readonly (AdminNavItem & { superuserOnly?: boolean })[] = [
  { to: ADMIN_LOANS_PATH, label: 'Loan Applications' },
  { to: ADMIN_STATISTICS_PATH, label: 'Reports & Statistics' },
  { to: ADMIN_SETTINGS_PATH, label: 'Settings', superuserOnly: true },
];

/** docs/product.md §6: superuser-only entries are hidden from admins (the router refuses them too). */
export function adminNavItems(role: UserRole): AdminNavItem[] {
  return ITEMS.filter((item) => !item.superuserOnly || role === 'superuser').map(({ to, label }) => ({
    to,
    label,
  }));
}

/** The staff member's full name, else the username. */
export function staffDisplayName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || user.username;
}

export const ROLE_LABELS: Record<UserRole, string> = {
  user: 'Borrower',
  admin: 'Admin',
  superuser: 'Superuser',
};
