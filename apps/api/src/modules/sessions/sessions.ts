import type { Executor, SessionUser } from '@kwacha/db';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import { recordFirstSession } from '../users/users.public';
import {
  findLiveSessionWithUser,
  insertSession,
  markSessionTotpVerified,
  rekeySession,
  revokeSession,
  touchSession,
} from './sessions.repository';

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** …and after this long whatever happens (the borrower signs in again). */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would be a write per read; once a minute is precise enough.
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionDeps {
  db: Executor;
  secret: string;
  /** The secret before the last rotation (SESSION_SECRET_PREVIOUS): its sessions are moved to `secret`. */
  previousSecret?: string | undefined;
  now: Date;
}

/** A new session's token, and whether it is the account's first with a verified e-mail (its first visit). */
export async function startSession(
  deps: SessionDeps,
  userId: string,
  { totpVerified = false }: { totpVerified?: boolean } = {},
): Promise<{ token: string; firstVisit: boolean }> {
  const token = newSecretToken();
  const sessionId = await insertSession(deps.db, {
    userId,
    tokenHash: hashSecretToken(token, deps.secret),
    expiresAt: new Date(deps.now.getTime() + SESSION_ABSOLUTE_MS),
    now: deps.now,
    totpVerified,
  });
  const firstVisit = await recordFirstSession(deps.db, userId, sessionId);
  return { token, firstVisit };
}

export interface ActiveSession {
  sessionId: string;
  user: SessionUser;
  /** Signed in with an authenticator app code, or proved one since (decision 057). */
  totpVerified: boolean;
}

/** The live session behind a token, or undefined if it is unknown, revoked, idle too long or expired. */
export async function resolveSession(deps: SessionDeps, token: string): Promise<ActiveSession | undefined> {
  const row = await findSession(deps, token);
  if (!row) return undefined;
  const now = deps.now.getTime();
  if (row.session.expiresAt.getTime() <= now) return undefined;
  if (row.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) return undefined;
  if (!row.user.isActive) return undefined;
  if (now - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
    await touchSession(deps.db, row.session.id, deps.now);
  return { sessionId: row.session.id, user: row.user, totpVerified: row.session.totpVerifiedAt !== null };
}

/**
 * The session row of a token under the current secret, or else under the previous one, in which case it
 * is stored again under the current secret: after a rotation each borrower stays signed in, and their
 * next request finds the session with one query again (docs/operations.md, "Rotating secrets").
 */
async function findSession(deps: SessionDeps, token: string) {
  const current = hashSecretToken(token, deps.secret);
  const row = await findLiveSessionWithUser(deps.db, current);
  if (row || !deps.previousSecret) return row;
  const old = await findLiveSessionWithUser(deps.db, hashSecretToken(token, deps.previousSecret));
  if (old) await rekeySession(deps.db, old.session.id, current);
  return old;
}

/** Marks a live session as proven with an authenticator app code (a superuser who just enrolled). */
export async function markTotpVerified(
  deps: Pick<SessionDeps, 'db' | 'now'>,
  sessionId: string,
): Promise<void> {
  await markSessionTotpVerified(deps.db, sessionId, deps.now);
}

export async function endSession(deps: SessionDeps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId, deps.now);
}
