import type { Executor } from '@kwacha/db';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import { findUserToken, insertUserToken, invalidateUnusedTokens } from './user-tokens.repository';

type Purpose = 'verify_email' | 'reset_password';

export const LINK_TOKEN_LIFETIME_MS: Record<Purpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Issues a new single-use e-mail link token, replacing the user's unused ones of that purpose. */
export async function issueLinkToken(
  db: Executor,
  secret: string,
  now: Date,
  userId: string,
  purpose: Purpose,
): Promise<string> {
  const token = newSecretToken();
  await invalidateUnusedTokens(db, userId, purpose, now);
  await insertUserToken(db, {
    userId,
    purpose,
    tokenHash: hashSecretToken(token, secret),
    expiresAt: new Date(now.getTime() + LINK_TOKEN_LIFETIME_MS[purpose]),
    now,
  });
  return token;
}

/** The stored token if it exists, is unused and has not expired; otherwise undefined. */
export async function findUsableLinkToken(
  db: Executor,
  secret: string,
  now: Date,
  purpose: Purpose,
  token: string,
) {
  const row = await findUserToken(db, purpose, hashSecretToken(token, secret));
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return row;
}
