// Kept free of zod on purpose: the web app's entry bundle imports these, and anything that builds a zod
// schema at module level would pull zod into every first visit (docs/performance.md).

export const USER_ROLES = ['user', 'admin', 'superuser'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Admins and superusers: they review loans and have admin loans as their home. */
export function isStaffRole(role: UserRole): boolean {
  return role === 'admin' || role === 'superuser';
}
