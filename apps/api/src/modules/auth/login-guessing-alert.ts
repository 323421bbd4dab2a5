import type { User } from '@kwacha/db';
import { countLoginFailure } from '../../lib/rate-limit/login-guessing';
import type { AuthContext } from './auth.context';
import { guessingAlertEmail } from './auth.emails';

/** Wrong passwords for one account within the login window (15 minutes) that make us tell its owner. */
export const GUESSING_ALERT_AFTER = 5;
/** At most one warning per account in this time, however long the guessing goes on. */
export const GUESSING_ALERT_EVERY_MS = 24 * 60 * 60_000;

/**
 * Counts a wrong password on `account`, and e-mails the owner the moment the count reaches the alert
 * threshold: the atomic count gives exactly one request that number, so many guesses at once still send
 * one e-mail. A name with no account (no `user`) is only counted.
 */
export async function countFailureAndWarnOwner(
  ctx: AuthContext,
  account: string,
  user: User | undefined,
): Promise<void> {
  const failures = await countLoginFailure(ctx.attempts, account);
  if (!user?.isActive || failures !== GUESSING_ALERT_AFTER) return;
  const warned = await ctx.attempts.increment(`login:warned:${user.id}`, GUESSING_ALERT_EVERY_MS);
  if (warned.count > 1) return;
  // Security mail: it goes before anything bulk, like a reset link (docs/product.md §15.6).
  await ctx.mailer.queue({
    to: user.email,
    ...guessingAlertEmail(user, ctx.config.appUrl),
    priority: 'security',
  });
}
