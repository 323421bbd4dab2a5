import { z } from 'zod';

import { LANGUAGES } from '../i18n/languages';
import { USER_ROLES } from './roles';

export { isStaffRole, USER_ROLES, type UserRole } from './roles';

/** The signed-in user as the API returns it (docs/product.md §3, User). */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  registrationDate: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isEmailVerified: z.boolean(),
  /** The language the person chose (docs/product.md §22); null until they choose one. */
  language: z.enum(LANGUAGES).nullable().optional(),
  /**
   * In the answers that open or read a session (login, verify-email, me): whether this session is the
   * account's first with a verified e-mail, when the dashboard says "Welcome" rather than "Welcome back".
   */
  firstVisit: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
