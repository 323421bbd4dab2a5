import type { Executor } from '@kwacha/db';
import {
  countLoginFailure,
  forgiveLoginAddress,
  loginAccountKey,
  reserveLoginAttempt,
} from '../../lib/rate-limit/login-guessing';
import type { StaffMfaContext } from './staff-mfa.context';
import { InvalidTotpCodeError, WrongPasswordError } from './staff-mfa.errors';
import { claimStep, resealSecret } from './staff-mfa.repository';
import { stepOfCode } from './totp-codes';
import { recordTotpEvent } from './totp-events';
import { openTotpSecret, sealTotpSecret } from './totp-seal';

export type CodePurpose = 'sign_in' | 'confirm' | 'disable';

/**
 * Runs `check` as one code attempt, limited like a password (lib/rate-limit/login-guessing.ts, decision
 * 032): a counter of its own under the account's login prefix, so an unlock by staff clears it too. A
 * wrong code (or password) is counted, audited and logged; a right one gives this address its allowance
 * back.
 */
export async function asCodeAttempt<T>(
  ctx: StaffMfaContext,
  userId: string,
  clientAddress: string,
  purpose: CodePurpose,
  check: () => Promise<T>,
): Promise<T> {
  const account = `${loginAccountKey(userId)}:totp`;
  const attempt = await reserveLoginAttempt(ctx.attempts, account, clientAddress);
  try {
    const result = await check();
    await forgiveLoginAddress(ctx.attempts, attempt);
    return result;
  } catch (error) {
    if (error instanceof InvalidTotpCodeError || error instanceof WrongPasswordError) {
      await countLoginFailure(ctx.attempts, account);
      const reason = error instanceof WrongPasswordError ? 'password' : 'code';
      await recordTotpEvent(ctx, ctx.db, userId, {
        action: 'staff_totp.code_refused',
        after: { purpose, reason },
      });
    }
    throw error;
  }
}

/**
 * Takes a code from the app: it must belong to now or one step either side, and to a later step than any
 * code taken before (claimed in one statement, so a code is never taken twice). A secret still sealed
 * under a key before a rotation is sealed again under the current one.
 */
export async function takeAppCode(
  ctx: Pick<StaffMfaContext, 'config' | 'now'>,
  db: Executor,
  row: { userId: string; secretSealed: Buffer },
  code: string,
): Promise<void> {
  const { secret, sealedWithOldKey } = openTotpSecret(ctx.config.kyc, row.userId, row.secretSealed);
  const step = stepOfCode(secret, code, ctx.now());
  if (step === undefined || !(await claimStep(db, row.userId, step))) throw new InvalidTotpCodeError();
  if (sealedWithOldKey)
    await resealSecret(db, row.userId, sealTotpSecret(ctx.config.kyc, row.userId, secret));
}
