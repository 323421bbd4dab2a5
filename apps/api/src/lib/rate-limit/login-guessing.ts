import { addressGroup } from './address-group';
import type { AttemptStore } from './attempt-store';
import { IDENTIFIER_LIMITS, identifierKey, refusal } from './identifier-limits';

const MINUTE = 60_000;

/**
 * Lock the guessing, not the owner (docs/decisions/032-lock-the-guessing-not-the-owner.md). A lock per
 * account let anyone keep any account shut with five wrong passwords every 15 minutes, staff included.
 * Now an address that guesses is shut out of that account, other addresses that keep guessing are
 * slowed more and more, and an address that has not failed for the account is never held up by them:
 * the owner typing the right password on their own phone gets in.
 */
export const LOGIN_GUESSING = {
  /** Attempts per account from one address (an IPv6 /64) in the window; then that address waits. */
  perAddress: IDENTIFIER_LIMITS.login,
  /** Attempts per account, from all addresses, in the same window before retries have to queue. */
  freeAttempts: 10,
  /** The wait between retries once they queue; it doubles with every further attempt, up to the cap. */
  firstDelayMs: 1000,
  maxDelayMs: 5 * MINUTE,
} as const;

/** What a reserved attempt needs afterwards: the counter forgiven when the password is right. */
export interface LoginAttempt {
  addressKey: string;
}

/** The prefix of every login counter of a real account, so that an unlock forgets them all at once. */
export const loginAccountKey = (userId: string) => `login:account:${userId}`;

/**
 * The counters for a name with no account are keyed by the name, so an unknown account is slowed
 * exactly like a real one and the answer reveals nothing.
 */
export const unknownLoginKey = (typed: string) => identifierKey('login:unknown', typed);

/** The wait before the next retry, after `attempts` attempts on the account in the window. */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.min(attempts - LOGIN_GUESSING.freeAttempts - 1, 20);
  return Math.min(LOGIN_GUESSING.maxDelayMs, LOGIN_GUESSING.firstDelayMs * 2 ** Math.max(0, doublings));
}

/**
 * Counts one login attempt on `account` from `clientAddress` and refuses it (429) when that address has
 * used its attempts, or when it has failed for this account before and the account's retries queue.
 * Everything is reserved before the password is checked, so no limit can be raced: of many attempts
 * arriving at once each gets its own count.
 */
export async function reserveLoginAttempt(
  store: AttemptStore,
  account: string,
  clientAddress: string,
): Promise<LoginAttempt> {
  const { perAddress, freeAttempts } = LOGIN_GUESSING;
  const addressKey = identifierKey(`${account}:from`, addressGroup(clientAddress));
  const fromHere = await store.increment(addressKey, perAddress.windowMs);
  if (fromHere.count > perAddress.max) throw refusal(perAddress, fromHere.resetInMs);

  const onAccount = await store.increment(`${account}:attempts`, perAddress.windowMs);
  // The first attempt from an address in the window (or since its last right password) never queues.
  if (fromHere.count > 1 && onAccount.count > freeAttempts) {
    // A gate that one attempt opens: it stays shut for the delay, whoever knocks meanwhile is refused.
    const gate = await store.increment(`${account}:gate`, retryDelayMs(onAccount.count));
    if (gate.count > 1) throw refusal(perAddress, gate.resetInMs);
  }
  return { addressKey };
}

/** The right password: this address starts afresh for the account (the account's counts stay). */
export async function forgiveLoginAddress(store: AttemptStore, attempt: LoginAttempt): Promise<void> {
  await store.reset(attempt.addressKey);
}

/** Counts a wrong password on the account (from any address); answers the count in the window. */
export async function countLoginFailure(store: AttemptStore, account: string): Promise<number> {
  return (await store.increment(`${account}:failures`, LOGIN_GUESSING.perAddress.windowMs)).count;
}
