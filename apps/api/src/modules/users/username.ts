import { randomBytes } from 'node:crypto';
import type { Executor } from '@kwacha/db';
import { usernameTaken } from './users.repository';

const MIN_LENGTH = 3;
const MAX_LENGTH = 30;
// After base2 … base5 are taken a random suffix finds a free name in one more query, rather than
// counting up through a crowded run of "john" accounts.
const NUMBERED_TRIES = 5;

/** The e-mail's local part reduced to the username alphabet [a-z0-9._-], at least 3 characters long. */
export function usernameBase(email: string): string {
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  const cleaned = local.replace(/[^a-z0-9._-]/g, '').slice(0, MAX_LENGTH);
  return cleaned.length >= MIN_LENGTH ? cleaned : `user${cleaned}`;
}

/**
 * A free username derived from the e-mail: "mwila.banda", then "mwila.banda2", "mwila.banda3", …
 * Two sign-ups can still pick the same free name at once; the unique index refuses the second and
 * the caller derives again.
 */
export async function deriveUsername(db: Executor, email: string): Promise<string> {
  const base = usernameBase(email);
  if (!(await usernameTaken(db, base))) return base;
  for (let n = 2; n <= NUMBERED_TRIES; n++) {
    const candidate = `${base}${n}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  for (;;) {
    const candidate = `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}
