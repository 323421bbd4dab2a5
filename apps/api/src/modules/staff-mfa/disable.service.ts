import { verifyPassword } from '../../lib/password-hashing';
import type { ActiveSession } from '../sessions/sessions';
import { passwordHashOf } from '../users/users.public';
import { asCodeAttempt, takeAppCode } from './code-attempts';
import type { StaffMfaContext } from './staff-mfa.context';
import { TotpNotEnabledError, TotpRequiredForRoleError, WrongPasswordError } from './staff-mfa.errors';
import { deleteTotp, findTotp } from './staff-mfa.repository';
import { recordTotpEvent } from './totp-events';

/**
 * Turns the app off, with the password and a current code, and forgets its secret and recovery codes. A
 * superuser cannot: their second factor is kept whether or not STAFF_TOTP_REQUIRED is on (decision 057).
 */
export async function disableTotp(
  ctx: StaffMfaContext,
  session: ActiveSession,
  input: { password: string; code: string },
  clientAddress: string,
): Promise<void> {
  const userId = session.user.id;
  if (session.user.role === 'superuser') throw new TotpRequiredForRoleError();
  await asCodeAttempt(ctx, userId, clientAddress, 'disable', async () => {
    const hash = await passwordHashOf(ctx.db, userId);
    if (!hash || !(await verifyPassword(hash, input.password))) throw new WrongPasswordError();
    await ctx.db.transaction(async (tx) => {
      const row = await findTotp(tx, userId);
      if (!row?.enabledAt) throw new TotpNotEnabledError();
      await takeAppCode(ctx, tx, row, input.code);
      await deleteTotp(tx, userId);
      await recordTotpEvent(ctx, tx, userId, { action: 'staff_totp.disabled' });
    });
  });
}
