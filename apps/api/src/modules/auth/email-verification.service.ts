import type { SessionUser } from '@kwacha/db';
import type { PublicUser } from '@kwacha/shared/auth/user';
import { consumeAttempt, IDENTIFIER_LIMITS } from '../../lib/rate-limit/identifier-limits';
import { startSession } from '../sessions/sessions';
import { markEmailVerified } from '../users/users.public';
import type { AuthContext } from './auth.context';
import { verificationEmail, welcomeEmail } from './auth.emails';
import { AlreadyVerifiedError, InvalidLinkTokenError } from './auth.errors';
import { findUsableLinkToken, issueLinkToken } from './link-tokens';
import { toPublicUser } from './public-user';
import { consumeUserToken } from './user-tokens.repository';

export const EMAIL_VERIFIED_MESSAGE = 'Email verified successfully! Welcome to Kwacha Loans.';
export const VERIFICATION_FAILED_MESSAGE = 'Email verification failed. The link might be expired or invalid.';
export const VERIFICATION_SENT_MESSAGE = 'A new verification email has been sent. Please check your inbox.';

/** Uses a verification link: marks the e-mail verified and signs the borrower in (SPEC: verify returns a token). */
export async function verifyEmail(
  ctx: AuthContext,
  token: string,
): Promise<{ token: string; user: PublicUser }> {
  const now = ctx.now();
  const verified = await ctx.db.transaction(async (tx) => {
    const row = await findUsableLinkToken(tx, ctx.config.sessionSecret, now, 'verify_email', token);
    if (!row || !(await consumeUserToken(tx, row.id, now))) return undefined;
    const user = await markEmailVerified(tx, row.userId, now);
    if (user) await ctx.mailer.queue({ to: user.email, ...welcomeEmail(user, ctx.config.appUrl) }, tx);
    return user;
  });
  if (!verified) throw new InvalidLinkTokenError(VERIFICATION_FAILED_MESSAGE);
  const session = await startSession({ db: ctx.db, secret: ctx.config.sessionSecret, now }, verified.id);
  return { token: session.token, user: { ...toPublicUser(verified), firstVisit: session.firstVisit } };
}

/** `user` is the session's user, read from the database on this request. */
export async function resendVerification(ctx: AuthContext, user: SessionUser): Promise<void> {
  if (user.isEmailVerified) throw new AlreadyVerifiedError();
  await consumeAttempt(ctx.attempts, `verify:account:${user.id}`, IDENTIFIER_LIMITS.verificationEmail);
  await ctx.db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, ctx.config.sessionSecret, ctx.now(), user.id, 'verify_email');
    await ctx.mailer.queue({ to: user.email, ...verificationEmail(user, ctx.config.appUrl, token) }, tx);
  });
}
