import { USER_ROLES as ROLES } from '@kwacha/shared/auth/roles';
import type { PublicUser, UserRole } from '@kwacha/shared/auth/user';
import { isLanguage } from '@kwacha/shared/i18n/languages';

// Checked by hand rather than with publicUserSchema: the session code ships in the entry bundle, and
// zod would add about 26 kB (gzipped) to every first visit, the landing page included.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isRole = (value: unknown): value is UserRole => ROLES.some((role) => role === value);

const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The user from an API answer, or undefined when it is not one. */
export function toPublicUser(value: unknown): PublicUser | undefined {
  if (!isRecord(value)) return undefined;
  const { id, username, email, role, registrationDate, isEmailVerified } = value;
  if (typeof id !== 'string' || typeof username !== 'string' || typeof email !== 'string') return undefined;
  if (!isRole(role) || typeof registrationDate !== 'string' || typeof isEmailVerified !== 'boolean') {
    return undefined;
  }
  return {
    id,
    username,
    email,
    role,
    registrationDate,
    isEmailVerified,
    firstName: optionalText(value.firstName),
    lastName: optionalText(value.lastName),
    phoneNumber: optionalText(value.phoneNumber),
    language: isLanguage(value.language) ? value.language : null,
  };
}

/** For apiFetch's `schema` option: a malformed user is an unreadable answer. */
export const publicUserParser = {
  parse(value: unknown): PublicUser {
    const user = toPublicUser(value);
    if (!user) throw new Error('The server sent an unreadable user.');
    return user;
  },
};
