import type { LoginRequest } from '@kwacha/shared/auth/auth-requests';
import type { PublicUser } from '@kwacha/shared/auth/user';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password-hashing';
import { consumeAttempt, IDENTIFIER_LIMITS, identifierKey } from '../../lib/rate-limit/identifier-limits';
import { findUserByEmailOrUsername } from '../users/users.repository';
import type { AuthContext } from './auth.context';
import { AccountDeactivatedError, InvalidCredentialsError } from './auth.errors';
import { toPublicUser } from './public-user';
import { startSession } from './sessions';

/** Password guesses evaluated per account within the window, however many arrive at once. */
export const MAX_FAILED_LOGINS = IDENTIFIER_LIMITS.login.max;

// One key per account, whether the e-mail or the username was typed; for a name with no account, the
// name itself — so unknown accounts are slowed exactly like real ones and the answer reveals nothing.
const attemptKey = (userId: string | undefined, login: string) =>
  userId ? `login:account:${userId}` : identifierKey('login:unknown', login);

export async function login(
  ctx: AuthContext,
  input: LoginRequest,
): Promise<{ token: string; user: PublicUser }> {
  const user = await findUserByEmailOrUsername(ctx.db, input.emailOrUsername);
  const key = attemptKey(user?.id, input.emailOrUsername);
  // Reserved before the password is checked: at most five guesses per window are ever evaluated.
  await consumeAttempt(ctx.attempts, key, IDENTIFIER_LIMITS.login);

  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw new InvalidCredentialsError();
  if (!user.isActive) throw new AccountDeactivatedError();

  // The right password gives the account its full allowance back.
  await ctx.attempts.reset(key);
  const token = await startSession({ db: ctx.db, secret: ctx.config.sessionSecret, now: ctx.now() }, user.id);
  return { token, user: toPublicUser(user) };
}
