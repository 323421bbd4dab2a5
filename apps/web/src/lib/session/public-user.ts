import { USER_ROLES as ROLES } from '@kwacha/shared/auth/roles';
import type { PublicUser, UserRole } from '@kwacha/shared/auth/user';

// Checked by hand rather than with publicUserSchema: the session code ships in the entry bundle, and
// zod would be part of every first visit, the landing page included.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isRole = (value: unknown): value is UserRole => ROLES.some((role) => role === value);

const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

// Written out rather than imported from @kwacha/shared/i18n/languages: this module is in a chunk of its
// own, and sharing that module with the entry made the bundler split it and Vite's preload helper out of
// the entry, which grew the landing page (docs/performance.md; `npm run size`).
const language = (value: unknown): PublicUser['language'] =>
  value === 'en' || value === 'bem' || value === 'ny' ? value : null;

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
    language: language(value.language),
    // Only when the server says so: an answer without it is a returning visit (docs/product.md §2.6).
    ...(value.firstVisit === true ? { firstVisit: true } : {}),
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
