import type { SessionUser } from '@kwacha/db';
import type { PublicUser } from '@kwacha/shared/auth/user';
import { isLanguage } from '@kwacha/shared/i18n/languages';

/** The user as the API shows it to that user: never the hash, NRC or date of birth. */
export function toPublicUser(user: SessionUser): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    registrationDate: user.registrationDate.toISOString(),
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    isEmailVerified: user.isEmailVerified,
    language: isLanguage(user.language) ? user.language : null,
  };
}
