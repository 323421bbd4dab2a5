import type { UserRole } from '@kwacha/shared';

// These mirror USER_ROLES and isStaffRole of @kwacha/shared/auth/user on purpose. Importing any value
// from that module keeps its zod schema (and zod, about 26 kB gzipped) in the entry bundle, because the
// bundler cannot prove z.object() free of side effects. The types still come from the shared package.

export const ROLES = ['user', 'admin', 'superuser'] as const satisfies readonly UserRole[];

/** Admins and superusers: they review loans and have admin loans as their home. */
export function isStaff(role: UserRole): boolean {
  return role === 'admin' || role === 'superuser';
}
