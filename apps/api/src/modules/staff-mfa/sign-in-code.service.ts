import type { Executor, SessionUser } from '@kwacha/db';
import { verifyPassword } from '../../lib/password-hashing';
import { findUserById } from '../users/users.public';
import { CHALLENGE_MS, issueChallenge, readChallenge } from './challenge-token';
import { asCodeAttempt, takeAppCode } from './code-attempts';
import type { StaffMfaContext } from './staff-mfa.context';
import { InvalidTotpCodeError, TotpChallengeExpiredError } from './staff-mfa.errors';
import { findTotp, hasEnabledTotp, spendRecoveryCode, unusedRecoveryCodes } from './staff-mfa.repository';
import { normaliseRecoveryCode } from './totp-codes';
import { recordTotpEvent } from './totp-events';

/**
 * The password step for an account with an authenticator app in force: a challenge to answer with a code
 * instead of a session (docs/product.md §15.8). Undefined for everyone else, who get their session as
 * before (borrowers always: SPEC's login is unchanged for them).
 */
export async function challengeIfTotp(
  ctx: StaffMfaContext,
  user: { id: string; role: string },
): Promise<{ totpRequired: true; challengeToken: string; expiresInSeconds: number } | undefined> {
  if (user.role === 'user' || !(await hasEnabledTotp(ctx.db, user.id))) return undefined;
  return {
    totpRequired: true,
    challengeToken: issueChallenge(ctx.config.sessionSecret, user.id, ctx.now()),
    expiresInSeconds: CHALLENGE_MS / 1000,
  };
}

/**
 * The second step: the challenge and a code from the app (six digits) or a recovery code (spent). Answers
 * the account to start a session for; the challenge gives one session at most.
 */
export async function checkSignInCode(
  ctx: StaffMfaContext,
  input: { challengeToken: string; code: string },
  clientAddress: string,
): Promise<{ user: SessionUser }> {
  const challenge = readChallenge(ctx.config.sessionSecret, input.challengeToken, ctx.now());
  if (!challenge) throw new TotpChallengeExpiredError();
  const { userId } = challenge;
  await asCodeAttempt(ctx, userId, clientAddress, 'sign_in', () =>
    ctx.db.transaction(async (tx) => {
      const row = await findTotp(tx, userId);
      if (!row?.enabledAt) throw new TotpChallengeExpiredError();
      if (/^\d{6}$/.test(input.code)) return takeAppCode(ctx, tx, row, input.code);
      return spendMatchingRecoveryCode(ctx, tx, userId, input.code);
    }),
  );
  // Spent by its first sign-in: the nonce is counted once within the challenge's life.
  const uses = await ctx.attempts.increment(`login:totp-challenge:${challenge.nonce}`, CHALLENGE_MS);
  if (uses.count > 1) throw new TotpChallengeExpiredError();
  const user = await findUserById(ctx.db, userId);
  if (!user?.isActive) throw new TotpChallengeExpiredError();
  ctx.logger.info({ authEvent: 'staff_totp.signed_in', userId }, 'signed in with an authenticator code');
  return { user };
}

async function spendMatchingRecoveryCode(ctx: StaffMfaContext, tx: Executor, userId: string, code: string) {
  const typed = normaliseRecoveryCode(code);
  for (const candidate of await unusedRecoveryCodes(tx, userId)) {
    if (!(await verifyPassword(candidate.codeHash, typed))) continue;
    if (!(await spendRecoveryCode(tx, candidate.id, ctx.now()))) break;
    const left = (await unusedRecoveryCodes(tx, userId)).length;
    await recordTotpEvent(ctx, tx, userId, { action: 'staff_totp.recovery_code_used', after: { left } });
    return;
  }
  throw new InvalidTotpCodeError();
}
