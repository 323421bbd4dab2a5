import { isStaffRole as isStaff } from '@kwacha/shared/auth/roles';
import type { UserRole } from '@kwacha/shared/auth/user';

export const USER_HOME = '/dashboard';
export const STAFF_HOME = '/admin-dashboard/loans';

/** Admins and superusers have admin loans as their home (docs/product.md §6); borrowers the dashboard. */
export function homePathFor(role: UserRole): string {
  return isStaff(role) ? STAFF_HOME : USER_HOME;
}
