import { errorDetail } from '@kwacha/shared/api/envelope';
import { isStaffRole, type UserRole } from '@kwacha/shared/auth/roles';
import { isCommonPassword } from '../../lib/breached-passwords';
import { ValidationError } from '../../lib/domain-errors';
import { hashPassword } from '../../lib/password-hashing';
import { consumeAttempt, IDENTIFIER_LIMITS, identifierKey } from '../../lib/rate-limit/identifier-limits';
import { revokeAllSessionsOfUser } from '../sessions/sessions.public';
import { COMMON_PASSWORD_MESSAGE } from '../users/staff-accounts.service';
import { staffPasswordProblem } from '../users/staff-password';
import { findUserByEmail, findUserById, lockUserById, setPasswordFromResetLink } from '../users/users.public';
import type { AuthContext } from './auth.context';
import { passwordResetEmail } from './auth.emails';
import { InvalidLinkTokenError } from './auth.errors';
import { findUsableLinkToken, issueLinkToken } from './link-tokens';
import { consumeUserToken } from './user-tokens.repository';

// The same answer whether or not the address has an account: the form must not reveal who is a customer.
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email address, we have sent a link to reset the password. Please check your inbox.';
export const RESET_SUCCESS_MESSAGE =
  'Your password has been reset. You can now log in with your new password.';
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';

export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  // Per inbox, whoever asks from wherever, and whether or not it has an account (the limit must not
  // reveal who is a customer): twenty addresses can no longer send twenty reset e-mails to one victim.
  await consumeAttempt(ctx.attempts, identifierKey('reset:email', email), IDENTIFIER_LIMITS.passwordReset);
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.isActive) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, ctx.config.sessionSecret, ctx.now(), user.id, 'reset_password');
    await ctx.mailer.queue({ to: user.email, ...passwordResetEmail(user, ctx.config.appUrl, token) }, tx);
  });
}

/**
 * Whose link it is decides the rule: a borrower keeps SPEC's six characters (the request schema) and the
 * common-password list; a staff account needs the staff rule (decision 036).
 */
function newPasswordProblem(role: UserRole, password: string): string | undefined {
  if (isStaffRole(role)) return staffPasswordProblem(password);
  return isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : undefined;
}

const refuse = (problem: string) => new ValidationError([errorDetail('password', problem)]);

/** Sets a new password with a reset link, and ends every session of that account. */
export async function resetPassword(ctx: AuthContext, token: string, password: string): Promise<void> {
  const now = ctx.now();
  const { sessionSecret } = ctx.config;
  // Checked before the link is used, so a refused password leaves the link working for a second try.
  const link = await findUsableLinkToken(ctx.db, sessionSecret, now, 'reset_password', token);
  const owner = link && (await findUserById(ctx.db, link.userId));
  const problem = newPasswordProblem(owner?.role ?? 'user', password);
  if (problem) throw refuse(problem);
  const passwordHash = await hashPassword(password);
  const done = await ctx.db.transaction(async (tx) => {
    const row = await findUsableLinkToken(tx, sessionSecret, now, 'reset_password', token);
    if (!row || !(await consumeUserToken(tx, row.id, now))) return false;
    // The account may have been made staff since the check above; the throw undoes the link's use.
    const user = await lockUserById(tx, row.userId);
    const late = user && newPasswordProblem(user.role, password);
    if (late) throw refuse(late);
    await setPasswordFromResetLink(tx, row.userId, passwordHash, now);
    await revokeAllSessionsOfUser(tx, row.userId, now);
    return true;
  });
  if (!done) throw new InvalidLinkTokenError(RESET_LINK_INVALID_MESSAGE);
}
