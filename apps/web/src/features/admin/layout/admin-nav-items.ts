import type { PublicUser, UserRole } from '@kwacha/shared/auth/user';

export interface AdminNavItem {
  to: string;
  label: string;
}

export const ADMIN_LOANS_PATH = '/admin-dashboard/loans';
export const ADMIN_STATISTICS_PATH = '/admin-dashboard/statistics';
export const ADMIN_ACCOUNTING_PATH = '/admin-dashboard/accounting';
export const ADMIN_CREDIT_BUREAU_PATH = '/admin-dashboard/credit-bureau';
export const ADMIN_SETTINGS_PATH = '/admin-dashboard/settings';
export const ADMIN_FLAGGED_PAYMENTS_PATH = '/admin-dashboard/flagged-payments';
export const ADMIN_COMPLAINTS_PATH = '/admin-dashboard/complaints';
export const ADMIN_COLLECTIONS_PATH = '/admin-dashboard/collections';
export const ADMIN_DATA_REQUESTS_PATH = '/admin-dashboard/data-requests';
export const ADMIN_IDENTITY_CHECKS_PATH = '/admin-dashboard/identity-checks';
export const ADMIN_AUDIT_PATH = '/admin-dashboard/audit';
export const ADMIN_USERS_PATH = '/admin-dashboard/users';
export const ADMIN_PROMOTIONAL_EMAILS_PATH = '/admin-dashboard/promotional-emails';
export const ADMIN_EMAIL_MANAGEMENT_PATH = '/admin-dashboard/email-management';
export const ADMIN_SECURITY_PATH = '/admin-dashboard/security';

// Only pages that exist are linked.
const ITEMS: readonly (AdminNavItem & { superuserOnly?: boolean })[] = [
  { to: ADMIN_LOANS_PATH, label: 'Loan Applications' },
  { to: ADMIN_STATISTICS_PATH, label: 'Reports & Statistics' },
  { to: ADMIN_ACCOUNTING_PATH, label: 'Accounting' },
  { to: ADMIN_CREDIT_BUREAU_PATH, label: 'Credit bureau' },
  { to: ADMIN_FLAGGED_PAYMENTS_PATH, label: 'Flagged Payments' },
  { to: ADMIN_COLLECTIONS_PATH, label: 'Collections' },
  { to: ADMIN_COMPLAINTS_PATH, label: 'Complaints' },
  { to: ADMIN_DATA_REQUESTS_PATH, label: 'Data Requests' },
  { to: ADMIN_IDENTITY_CHECKS_PATH, label: 'Identity checks' },
  { to: ADMIN_AUDIT_PATH, label: 'Audit Log' },
  { to: ADMIN_EMAIL_MANAGEMENT_PATH, label: 'E-mail Management' },
  { to: ADMIN_SECURITY_PATH, label: 'Sign-in security' },
  { to: ADMIN_USERS_PATH, label: 'Users', superuserOnly: true },
  { to: ADMIN_SETTINGS_PATH, label: 'Settings', superuserOnly: true },
  { to: ADMIN_PROMOTIONAL_EMAILS_PATH, label: 'Promotional E-mails', superuserOnly: true },
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
