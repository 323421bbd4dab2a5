import { type Executor, preparedOn, type SessionUser, sessions, users } from '@kwacha/db';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { userColumnsWithoutPassword } from '../users/users.public';

export async function insertSession(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date; now: Date; totpVerified: boolean },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      createdAt: values.now,
      lastSeenAt: values.now,
      totpVerifiedAt: values.totpVerified ? values.now : null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('The session was not stored.');
  return row.id;
}

/** The session columns a request needs: the token was matched in SQL, so its hash does not come back. */
const sessionColumns = {
  id: sessions.id,
  expiresAt: sessions.expiresAt,
  lastSeenAt: sessions.lastSeenAt,
  totpVerifiedAt: sessions.totpVerifiedAt,
};

// Every signed-in request asks this, so it is a prepared statement (docs/performance.md).
export async function findLiveSessionWithUser(db: Executor, tokenHash: string) {
  const query = preparedOn(db, 'session_with_user', () =>
    db
      .select({ session: sessionColumns, user: userColumnsWithoutPassword })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
      .prepare('session_with_user'),
  );
  const [row] = await query.execute({ tokenHash });
  return row satisfies { user: SessionUser } | undefined;
}

export async function touchSession(db: Executor, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** The session was proven with an authenticator app code (staff two-step sign-in, decision 057). */
export async function markSessionTotpVerified(db: Executor, sessionId: string, now: Date) {
  await db.update(sessions).set({ totpVerifiedAt: now }).where(eq(sessions.id, sessionId));
}

export async function rekeySession(db: Executor, sessionId: string, tokenHash: string) {
  await db.update(sessions).set({ tokenHash }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user at once; answers how many were not ended already. */
export async function revokeAllSessionsOfUser(db: Executor, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Deletes sessions that expired or were revoked before `cutoff`; answers how many. */
export async function deleteSessionsEndedBefore(db: Executor, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff))),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
