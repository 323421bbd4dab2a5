import type { SessionUser } from '@kwacha/db';
import type { TotpEnrolment, TotpStatus } from '@kwacha/shared/staff/staff-totp';
import { hashPassword } from '../../lib/password-hashing';
import type { ActiveSession } from '../sessions/sessions';
import { markTotpVerified } from '../sessions/sessions';
import { asCodeAttempt, takeAppCode } from './code-attempts';
import type { StaffMfaContext } from './staff-mfa.context';
import { TotpAlreadyEnabledError, TotpNotEnrollingError } from './staff-mfa.errors';
import {
  countUnusedRecoveryCodes,
  enableTotp,
  findTotp,
  replaceRecoveryCodes,
  saveEnrollingSecret,
} from './staff-mfa.repository';
import { enrolmentPicture, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode } from './totp-codes';
import { recordTotpEvent } from './totp-events';
import { sealTotpSecret } from './totp-seal';

/** Whether an account must have an authenticator app: superusers, while STAFF_TOTP_REQUIRED is on. */
export const totpRequiredFor = (ctx: Pick<StaffMfaContext, 'config'>, user: Pick<SessionUser, 'role'>) =>
  user.role === 'superuser' && ctx.config.staffTotpRequired;

export async function totpStatus(ctx: StaffMfaContext, session: ActiveSession): Promise<TotpStatus> {
  const row = await findTotp(ctx.db, session.user.id);
  const enabled = Boolean(row?.enabledAt);
  return {
    enabled,
    enrolling: row !== undefined && !enabled,
    required: totpRequiredFor(ctx, session.user),
    sessionVerified: session.totpVerified,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(ctx.db, session.user.id) : 0,
  };
}

/**
 * Starts setting up an app: a new secret, sealed at rest, shown once as a QR code and as text. Starting
 * again replaces a setup not confirmed yet; an app in force must be turned off first.
 */
export async function startEnrolment(ctx: StaffMfaContext, user: SessionUser): Promise<TotpEnrolment> {
  const existing = await findTotp(ctx.db, user.id);
  if (existing?.enabledAt) throw new TotpAlreadyEnabledError();
  const secret = newTotpSecret();
  await ctx.db.transaction(async (tx) => {
    await saveEnrollingSecret(tx, user.id, sealTotpSecret(ctx.config.kyc, user.id, secret), ctx.now());
    await recordTotpEvent(ctx, tx, user.id, { action: 'staff_totp.enrolment_started' });
  });
  return { secret, ...(await enrolmentPicture(secret, user.email)) };
}

/**
 * Confirms a setup with the app's first code: the app is in force from now, this session counts as
 * proven with it, and the one-time recovery codes are answered once (only their hashes are kept).
 */
export async function confirmEnrolment(
  ctx: StaffMfaContext,
  session: ActiveSession,
  code: string,
  clientAddress: string,
): Promise<{ recoveryCodes: string[] }> {
  const userId = session.user.id;
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map((c) => hashPassword(normaliseRecoveryCode(c))));
  await asCodeAttempt(ctx, userId, clientAddress, 'confirm', () =>
    ctx.db.transaction(async (tx) => {
      const row = await findTotp(tx, userId);
      if (!row || row.enabledAt) throw new TotpNotEnrollingError();
      await takeAppCode(ctx, tx, row, code);
      if (!(await enableTotp(tx, userId, ctx.now()))) throw new TotpNotEnrollingError();
      await replaceRecoveryCodes(tx, userId, hashes, ctx.now());
      await recordTotpEvent(ctx, tx, userId, { action: 'staff_totp.enabled' });
    }),
  );
  await markTotpVerified({ db: ctx.db, now: ctx.now() }, session.sessionId);
  return { recoveryCodes };
}
