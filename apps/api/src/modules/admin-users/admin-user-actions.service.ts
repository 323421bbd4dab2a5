import { isStaffRole, type UserRole } from '@kwacha/shared/auth/roles';
import { ADMIN_USER_MESSAGES, type AdminUserProfile } from '@kwacha/shared/staff/admin-users';
import type { AppContext } from '../../context';
import { hashPassword } from '../../lib/password-hashing';
import { consumeAttempt, IDENTIFIER_LIMITS } from '../../lib/rate-limit/identifier-limits';
import { loginAccountKey } from '../../lib/rate-limit/login-guessing';
import { recordAudit } from '../audit/audit.public';
import { verificationEmail } from '../auth/auth.emails';
import { issueLinkToken } from '../auth/link-tokens';
import { revokeAllSessionsOfUser } from '../sessions/sessions.public';
import { removeAuthenticator } from '../staff-mfa/removal.service';
import { findUserById, lockUserById, setUserActive, updateUserRole } from '../users/users.public';
import { UserNotFoundError, UserStateConflictError } from './admin-users.errors';
import { loadAdminUserProfile, toAdminUserProfile } from './admin-users.service';
import { unusablePassword } from './create-staff-user.service';
import { lockSuperusersFor } from './last-superuser-guard';
import { requireStaffPassword } from './staff-promotion';

export type AdminUsersContext = Pick<AppContext, 'db' | 'now' | 'attempts' | 'mailer' | 'config' | 'logger'>;

/** Who acts: the signed-in superuser's id. Every action is audited in the transaction of its change. */
export interface Acting {
  actorId: string;
  userId: string;
}

const audit = (actorId: string, userId: string, action: string) => ({
  actorId,
  action,
  entityType: 'user',
  entityId: userId,
});

/**
 * PUT /role. A superuser may demote themselves while another active superuser remains. A borrower made
 * staff must choose a new password through an e-mailed link (staff-promotion.ts); `passwordLinkSent`
 * says so.
 */
export async function changeUserRole(
  ctx: AdminUsersContext,
  { actorId, userId }: Acting,
  role: UserRole,
): Promise<{ profile: AdminUserProfile; passwordLinkSent: boolean }> {
  const now = ctx.now();
  // Hashed before the transaction (it takes a while), and used only if the account is a borrower.
  const unusableHash = isStaffRole(role) ? await hashPassword(unusablePassword()) : undefined;
  const updated = await ctx.db.transaction(async (tx) => {
    const superusers = await lockSuperusersFor(tx, actorId);
    const user = await lockUserById(tx, userId);
    if (!user) throw new UserNotFoundError();
    if (user.role === role) throw new UserStateConflictError(ADMIN_USER_MESSAGES.sameRole);
    superusers.assertMayRemove(user.id, user.role === 'superuser');
    const row = await updateUserRole(tx, user.id, role, now);
    const promoted = user.role === 'user' && role !== 'user' && unusableHash !== undefined;
    const sessionsEnded = promoted
      ? await requireStaffPassword(ctx, tx, user, role, unusableHash, now)
      : undefined;
    await recordAudit(tx, {
      ...audit(actorId, user.id, 'user.role_changed'),
      before: { role: user.role },
      after: promoted ? { role, passwordSetBy: 'e-mailed link', sessionsEnded } : { role },
    });
    return row && { row, passwordLinkSent: promoted };
  });
  if (!updated) throw new UserNotFoundError();
  return { profile: toAdminUserProfile(updated.row), passwordLinkSent: updated.passwordLinkSent };
}

/**
 * POST /deactivate: login is refused from now on (AccountDeactivatedError) and every session of the
 * account ends in the same transaction, so no request made with an old token succeeds after the answer.
 */
export async function deactivateUser(ctx: AdminUsersContext, { actorId, userId }: Acting) {
  const now = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const superusers = await lockSuperusersFor(tx, actorId);
    const user = await lockUserById(tx, userId);
    if (!user) throw new UserNotFoundError();
    if (!user.isActive) throw new UserStateConflictError(ADMIN_USER_MESSAGES.alreadyDeactivated);
    superusers.assertMayRemove(user.id, true);
    const row = await setUserActive(tx, user.id, false, now);
    const sessionsEnded = await revokeAllSessionsOfUser(tx, user.id, now);
    await recordAudit(tx, {
      ...audit(actorId, user.id, 'user.deactivated'),
      before: { status: 'active' },
      after: { status: 'deactivated', sessionsEnded },
    });
    return row;
  });
  if (!updated) throw new UserNotFoundError();
  return toAdminUserProfile(updated);
}

/** POST /reactivate: the person can log in again (their old sessions stay ended). */
export async function reactivateUser(ctx: AdminUsersContext, { actorId, userId }: Acting) {
  const now = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const user = await lockUserById(tx, userId);
    if (!user) throw new UserNotFoundError();
    if (user.isActive) throw new UserStateConflictError(ADMIN_USER_MESSAGES.alreadyActive);
    const row = await setUserActive(tx, user.id, true, now);
    await recordAudit(tx, {
      ...audit(actorId, user.id, 'user.reactivated'),
      before: { status: 'deactivated' },
      after: { status: 'active' },
    });
    return row;
  });
  if (!updated) throw new UserNotFoundError();
  return toAdminUserProfile(updated);
}

/**
 * POST /resend-verification: the same e-mail the borrower's "resend" sends, counted against the same
 * per-account limit (3 an hour, docs/product.md §15.4), whoever asks for it.
 */
export async function resendVerificationFor(ctx: AdminUsersContext, { actorId, userId }: Acting) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new UserNotFoundError();
  if (user.isEmailVerified) throw new UserStateConflictError(ADMIN_USER_MESSAGES.alreadyVerified);
  if (!user.isActive) throw new UserStateConflictError(ADMIN_USER_MESSAGES.verifyDeactivated);
  // Outside the transaction: the counter store may be this same (single-connection) database.
  await consumeAttempt(ctx.attempts, `verify:account:${user.id}`, IDENTIFIER_LIMITS.verificationEmail);
  await ctx.db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, ctx.config.sessionSecret, ctx.now(), user.id, 'verify_email');
    await ctx.mailer.queue({ to: user.email, ...verificationEmail(user, ctx.config.appUrl, token) }, tx);
    // The link is a secret: the record says only where it went.
    await recordAudit(tx, {
      ...audit(actorId, user.id, 'user.verification_resent'),
      after: { email: user.email },
    });
  });
  return toAdminUserProfile(user);
}

/**
 * POST /unlock-login: forgets the failed guesses of every address and the account's queue of retries
 * (lib/rate-limit/login-guessing.ts), so the account may try again at once from anywhere. The
 * record is written first and the counter cleared after it commits: the counter may live in Redis, out
 * of the transaction's reach, and a record of an unlock that then failed is better than an unlock no
 * record shows.
 */
export async function unlockLogin(ctx: AdminUsersContext, { actorId, userId }: Acting) {
  const profile = await loadAdminUserProfile(ctx.db, userId);
  await recordAudit(ctx.db, {
    ...audit(actorId, userId, 'user.login_unlocked'),
    after: { failedLoginsCleared: true },
  });
  await ctx.attempts.resetPrefix(loginAccountKey(userId));
  return profile;
}

/**
 * POST /remove-authenticator: another staff member's authenticator app is removed and they are signed
 * out everywhere (staff-mfa/removal.service.ts, docs/product.md §15.8); answers their profile.
 */
export async function removeStaffAuthenticator(ctx: AdminUsersContext, acting: Acting) {
  await loadAdminUserProfile(ctx.db, acting.userId);
  await removeAuthenticator(ctx, acting);
  return loadAdminUserProfile(ctx.db, acting.userId);
}
