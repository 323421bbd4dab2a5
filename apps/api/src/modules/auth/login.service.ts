import type { LoginRequest, PublicUser } from '@kwacha/shared';
import { RateLimitedError } from '../../lib/domain-errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password-hashing';
import { formatWait } from '../../lib/rate-limit/route-limits';
import { findUserByEmailOrUsername } from '../users/users.repository';
import type { AuthContext } from './auth.context';
import { AccountDeactivatedError, InvalidCredentialsError } from './auth.errors';
import { toPublicUser } from './public-user';
import { startSession } from './sessions';

/** Wrong passwords allowed for one account within the window before that account is slowed down. */
export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

// Keyed by what was typed, lower-cased: it slows down guessing against one account without locking
// anyone else out, and it does so for unknown accounts too, so it reveals nothing.
const failureKey = (login: string) => `login-failures:${login.trim().toLowerCase()}`;

export async function login(
  ctx: AuthContext,
  input: LoginRequest,
): Promise<{ token: string; user: PublicUser }> {
  const key = failureKey(input.emailOrUsername);
  const failures = await ctx.attempts.peek(key);
  if (failures.count >= MAX_FAILED_LOGINS) {
    const seconds = Math.max(1, Math.ceil(failures.resetInMs / 1000));
    throw new RateLimitedError(
      `Too many failed login attempts for this account. Please wait ${formatWait(seconds)} before trying again.`,
      seconds,
    );
  }

  const user = await findUserByEmailOrUsername(ctx.db, input.emailOrUsername);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await ctx.attempts.increment(key, FAILED_LOGIN_WINDOW_MS);
    throw new InvalidCredentialsError();
  }
  if (!user.isActive) throw new AccountDeactivatedError();

  await ctx.attempts.reset(key);
  const token = await startSession({ db: ctx.db, secret: ctx.config.sessionSecret, now: ctx.now() }, user.id);
  return { token, user: toPublicUser(user) };
}
