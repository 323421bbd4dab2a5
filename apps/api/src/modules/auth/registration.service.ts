import { violatedUniqueIndex } from '@kwacha/db';
import { type ErrorDetail, errorDetail } from '@kwacha/shared/api/envelope';
import type { Registration } from '@kwacha/shared/auth/auth-requests';
import { MARKETING_CONSENT_MESSAGES } from '@kwacha/shared/consent/marketing-wordings';
import type { Language } from '@kwacha/shared/i18n/languages';
import { isCommonPassword } from '../../lib/breached-passwords';
import { ValidationError } from '../../lib/domain-errors';
import { hashPassword } from '../../lib/password-hashing';
import { consumeAttempts, IDENTIFIER_LIMITS, identifierKey } from '../../lib/rate-limit/identifier-limits';
import { type ConsentOrigin, grantMarketingConsent } from '../consent/consent.service';
import { COMMON_PASSWORD_MESSAGE } from '../users/staff-accounts.service';
import { deriveUsername } from '../users/username';
import { findUserByEmail, insertUser } from '../users/users.public';
import type { AuthContext } from './auth.context';
import { verificationEmail } from './auth.emails';
import { DuplicateAccountError } from './auth.errors';
import { issueLinkToken } from './link-tokens';
import { findUserByNrc, findUserByPhone } from './registration.repository';

export const REGISTRATION_SUCCESS_MESSAGE =
  'Registration successful! Please check your email to verify your account.';
export const DUPLICATE_MESSAGES = {
  email: 'An account with this email address already exists.',
  phoneNumber: 'An account with this phone number already exists.',
  nrcNumber: 'An account with this NRC number already exists.',
} as const;

const INDEX_TO_FIELD: Record<string, keyof typeof DUPLICATE_MESSAGES> = {
  users_email_key: 'email',
  users_phone_number_key: 'phoneNumber',
  users_nrc_number_key: 'nrcNumber',
};

function duplicateError(fields: (keyof typeof DUPLICATE_MESSAGES)[]): DuplicateAccountError {
  const details: ErrorDetail[] = fields.map((f) => errorDetail(f, DUPLICATE_MESSAGES[f]));
  return new DuplicateAccountError(details.map((d) => d.message).join(' '), details);
}

/**
 * Creates an unverified borrower and e-mails the verification link. Input is already schema-checked. A
 * tick for news and offers is recorded, with the wording shown and `origin`, in the same transaction.
 * `language` is the one the person registered in (the page's Accept-Language): Bemba or Nyanja is kept
 * as their choice, so the verification e-mail and everything after it speak it (docs/product.md §22.1);
 * English leaves the account's language unchosen, as before.
 */
export async function registerBorrower(
  ctx: AuthContext,
  input: Registration,
  origin: ConsentOrigin = { ip: null, userAgent: null },
  language: Language = 'en',
): Promise<{ userId: string }> {
  // Consent is evidence of what the person read: a tick without the wording it answered proves nothing.
  if (input.marketingOptIn && !input.marketingWordingVersion) {
    throw new ValidationError([
      errorDetail('marketingWordingVersion', MARKETING_CONSENT_MESSAGES.missingWording),
    ]);
  }
  // Counted per e-mail, phone and NRC across every address: probing who is a customer, or filling an
  // inbox, is slowed without touching the other people behind a shared carrier address.
  await consumeAttempts(
    ctx.attempts,
    [
      identifierKey('register:email', input.email),
      identifierKey('register:phone', input.phoneNumber),
      identifierKey('register:nrc', input.nrcNumber),
    ],
    IDENTIFIER_LIMITS.registration,
  );
  if (isCommonPassword(input.password)) {
    throw new ValidationError([errorDetail('password', COMMON_PASSWORD_MESSAGE)]);
  }
  const taken = (
    await Promise.all([
      findUserByEmail(ctx.db, input.email).then((u) => (u ? 'email' : undefined)),
      findUserByPhone(ctx.db, input.phoneNumber).then((u) => (u ? 'phoneNumber' : undefined)),
      findUserByNrc(ctx.db, input.nrcNumber).then((u) => (u ? 'nrcNumber' : undefined)),
    ])
  ).filter((f): f is keyof typeof DUPLICATE_MESSAGES => f !== undefined);
  if (taken.length > 0) throw duplicateError(taken);

  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  for (let attempt = 1; ; attempt++) {
    try {
      const user = await ctx.db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          email: input.email,
          username: await deriveUsername(tx, input.email),
          passwordHash,
          role: 'user',
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          dateOfBirth: input.dateOfBirth,
          nrcNumber: input.nrcNumber,
          addressLine1: input.addressLine1,
          city: input.city,
          province: input.province,
          country: input.country,
          registrationDate: now,
          updatedAt: now,
          language: language === 'en' ? null : language,
        });
        if (input.marketingWordingVersion && input.marketingOptIn) {
          await grantMarketingConsent(tx, created.id, {
            ...origin,
            source: 'registration',
            wordingVersion: input.marketingWordingVersion,
            at: now,
          });
        }
        const token = await issueLinkToken(tx, ctx.config.sessionSecret, now, created.id, 'verify_email');
        await ctx.mailer.queue(
          { to: created.email, ...verificationEmail(created, ctx.config.appUrl, token) },
          tx,
        );
        return created;
      });
      return { userId: user.id };
    } catch (error) {
      const index = violatedUniqueIndex(error);
      const field = index ? INDEX_TO_FIELD[index] : undefined;
      // Someone registered the same e-mail, phone or NRC between our check and our insert.
      if (field) throw duplicateError([field]);
      if (index === 'users_username_key' && attempt < 3) continue;
      throw error;
    }
  }
}
