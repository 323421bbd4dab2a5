import type { PublicUser, UserRole } from '@kwacha/shared/auth/user';
import { formatDisplayDate } from '../../lib/format-date';

const ROLE_LABELS: Record<UserRole, string> = { user: 'User', admin: 'Admin', superuser: 'Superuser' };

/** '2026-11-21T08:30:00Z' → '21 November 2026', the day it was in Lusaka. */
export function formatMemberSince(isoDate: string): string {
  return formatDisplayDate(isoDate);
}

/** docs/product.md §2, Profile: always username, email, role and member since; names and phone when present. */
export function profileRows(user: PublicUser): { label: string; value: string }[] {
  const rows = [
    { label: 'Username', value: user.username },
    { label: 'Email', value: user.email },
    { label: 'Role', value: ROLE_LABELS[user.role] },
    { label: 'Member Since', value: formatMemberSince(user.registrationDate) },
  ];
  const optional = [
    { label: 'First Name', value: user.firstName },
    { label: 'Last Name', value: user.lastName },
    { label: 'Phone Number', value: user.phoneNumber },
  ];
  for (const row of optional) {
    if (row.value?.trim()) rows.push({ label: row.label, value: row.value });
  }
  return rows;
}
