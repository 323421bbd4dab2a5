import type { Executor } from '@kwacha/db';
import type { AppContext } from '../../context';
import { issueLinkToken } from '../auth/link-tokens';
import { revokeAllSessionsOfUser } from '../sessions/sessions.public';
import type { StaffRole } from '../users/staff-accounts.service';
import { replacePasswordHash } from '../users/users.public';
import { staffPromotionEmail } from './admin-users.emails';

export interface PromotedBorrower {
  id: string;
  email: string;
  firstName: string | null;
  username: string;
}

/**
 * A borrower made staff may hold a password of six lowercase letters (the borrower reset rule), and we
 * cannot tell from its hash. So it is replaced by `unusableHash` (a random password nobody knows), every
 * session ends, and a link to choose a staff password (12 characters, not common; decision 036) goes to
 * the account's address — all in the transaction of the role change. Answers how many sessions ended.
 */
export async function requireStaffPassword(
  ctx: Pick<AppContext, 'config' | 'mailer'>,
  tx: Executor,
  user: PromotedBorrower,
  role: StaffRole,
  unusableHash: string,
  now: Date,
): Promise<number> {
  await replacePasswordHash(tx, user.id, unusableHash, now);
  const sessionsEnded = await revokeAllSessionsOfUser(tx, user.id, now);
  const token = await issueLinkToken(tx, ctx.config.sessionSecret, now, user.id, 'reset_password');
  const email = staffPromotionEmail({ ...user, role }, ctx.config.appUrl, token);
  // A link that opens a staff account travels in the security lane, like the invitation.
  await ctx.mailer.queue({ to: user.email, ...email, priority: 'security' }, tx);
  return sessionsEnded;
}
