import type { SessionUser } from '@kwacha/db';
import type { AppContext } from '../../context';
import { verifyPassword } from '../../lib/password-hashing';
import { consumeAttempt, IDENTIFIER_LIMITS } from '../../lib/rate-limit/identifier-limits';
import { passwordHashOf } from '../users/users.public';
import { WrongPasswordError } from './data-rights.errors';

/**
 * The password typed again before an erasure or an e-mail change. It has an allowance of its own per
 * account (five guesses in 15 minutes, under the account's login prefix so an unlock forgets it too), so a
 * stolen session cannot be used to guess the password here.
 */
export async function checkPassword(
  ctx: Pick<AppContext, 'attempts' | 'db'>,
  user: SessionUser,
  password: string,
) {
  const key = `login:account:${user.id}`;
  await consumeAttempt(ctx.attempts, key, IDENTIFIER_LIMITS.login);
  const passwordHash = await passwordHashOf(ctx.db, user.id);
  if (!passwordHash || !(await verifyPassword(passwordHash, password))) throw new WrongPasswordError();
  await ctx.attempts.reset(key);
}
