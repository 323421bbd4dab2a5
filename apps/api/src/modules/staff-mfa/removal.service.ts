import { revokeAllSessionsOfUser } from '../sessions/sessions.public';
import type { StaffMfaContext } from './staff-mfa.context';
import { TotpNotEnabledError, TotpRemoveOwnError } from './staff-mfa.errors';
import { deleteTotp, findTotp } from './staff-mfa.repository';
import { recordTotpEvent } from './totp-events';

/**
 * A superuser removes another staff member's authenticator app (a lost phone and lost recovery codes,
 * docs/product.md §15.8): its secret and recovery codes are forgotten and the staff member is signed out
 * everywhere, in one transaction with the audit record. They sign in with the password and, when they
 * must have an app, set up a new one. Nobody removes their own this way.
 */
export async function removeAuthenticator(
  ctx: StaffMfaContext,
  { actorId, userId }: { actorId: string; userId: string },
): Promise<void> {
  if (actorId === userId) throw new TotpRemoveOwnError();
  await ctx.db.transaction(async (tx) => {
    const row = await findTotp(tx, userId);
    if (!row) throw new TotpNotEnabledError();
    await deleteTotp(tx, userId);
    const sessionsEnded = await revokeAllSessionsOfUser(tx, userId, ctx.now());
    await recordTotpEvent(ctx, tx, userId, {
      action: 'staff_totp.removed_by_superuser',
      actorId,
      after: { sessionsEnded },
    });
  });
}
