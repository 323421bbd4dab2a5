import type { SessionUser, UssdPin } from '@kwacha/db';
import {
  isTooEasyPin,
  type UssdPinRequest,
  type UssdPinState,
  type UssdPinStatus,
} from '@kwacha/shared/ussd/ussd-pin';
import type { AppContext } from '../../context';
import { hashPassword, verifyPassword } from '../../lib/password-hashing';
import { checkPassword } from '../data-rights/password-check';
import { NoPhoneForUssdError, TooEasyUssdPinError } from './ussd.errors';
import { clearWrongUssdPins, countWrongUssdPin, findUssdPin, saveUssdPin } from './ussd.repository';
import type { PinCheck } from './ussd-menu';

/** Wrong PINs before the menu locks; only a new PIN set on the web opens it again (docs/product.md §26). */
export const USSD_PIN_TRIES = 5;

/**
 * Where the borrower's PIN stands. A PIN set for another number than the one now registered does not count:
 * a number changed on the web (a SIM swap, say) closes the menu until the owner sets a PIN again.
 */
export function pinStatusOf(pin: UssdPin | undefined, phoneNumber: string | null): UssdPinStatus {
  if (!pin || !phoneNumber || pin.phoneNumber !== phoneNumber) return 'not_set';
  return pin.lockedAt ? 'locked' : 'set';
}

export async function ussdPinStateOf(ctx: Pick<AppContext, 'db'>, user: SessionUser): Promise<UssdPinState> {
  const pin = await findUssdPin(ctx.db, user.id);
  const status = pinStatusOf(pin, user.phoneNumber);
  return { status, setAt: status === 'not_set' || !pin ? null : pin.setAt.toISOString() };
}

/**
 * PUT /api/me/ussd-pin: the password first (its own allowance of guesses, as before an erasure), then the
 * PIN, hashed like a password and tied to the number registered now. Setting it clears a lock.
 */
export async function setUssdPin(
  ctx: Pick<AppContext, 'db' | 'attempts' | 'now'>,
  user: SessionUser,
  request: UssdPinRequest,
): Promise<UssdPinState> {
  if (!user.phoneNumber) throw new NoPhoneForUssdError();
  await checkPassword(ctx, user, request.password);
  if (isTooEasyPin(request.pin)) throw new TooEasyUssdPinError();
  const setAt = ctx.now();
  await saveUssdPin(ctx.db, {
    userId: user.id,
    pinHash: await hashPassword(request.pin),
    phoneNumber: user.phoneNumber,
    setAt,
  });
  return { status: 'set', setAt: setAt.toISOString() };
}

/** A PIN typed in the menu: right, wrong with the tries left, or locked (now or already). */
export async function verifyUssdPin(
  ctx: Pick<AppContext, 'db' | 'now'>,
  user: SessionUser,
  typed: string,
): Promise<PinCheck> {
  const pin = await findUssdPin(ctx.db, user.id);
  const status = pinStatusOf(pin, user.phoneNumber);
  if (!pin || status === 'not_set') return { result: 'locked' };
  if (status === 'locked') return { result: 'locked' };
  if (await verifyPassword(pin.pinHash, typed)) {
    await clearWrongUssdPins(ctx.db, user.id);
    return { result: 'ok' };
  }
  const counted = await countWrongUssdPin(ctx.db, user.id, USSD_PIN_TRIES, ctx.now());
  if (!counted || counted.lockedAt) return { result: 'locked' };
  return { result: 'wrong', triesLeft: USSD_PIN_TRIES - counted.failedAttempts };
}
