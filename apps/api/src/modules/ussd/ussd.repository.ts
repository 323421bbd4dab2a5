import { type Executor, type NewUssdSession, type UssdSession, ussdPins, ussdSessions } from '@kwacha/db';
import { and, desc, eq, sql } from 'drizzle-orm';

export async function findUssdPin(db: Executor, userId: string) {
  const [row] = await db.select().from(ussdPins).where(eq(ussdPins.userId, userId));
  return row;
}

/** A new PIN replaces the old one and clears its tries and lock (docs/product.md §26). */
export async function saveUssdPin(
  db: Executor,
  pin: { userId: string; pinHash: string; phoneNumber: string; setAt: Date },
) {
  await db
    .insert(ussdPins)
    .values({ ...pin, failedAttempts: 0, lockedAt: null })
    .onConflictDoUpdate({
      target: ussdPins.userId,
      set: {
        pinHash: pin.pinHash,
        phoneNumber: pin.phoneNumber,
        setAt: pin.setAt,
        failedAttempts: 0,
        lockedAt: null,
      },
    });
}

/**
 * Counts a wrong PIN in one statement, so two wrong tries at once both count; the try that reaches `limit`
 * locks it. Returns the tries made and whether it is now locked.
 */
export async function countWrongUssdPin(db: Executor, userId: string, limit: number, at: Date) {
  const [row] = await db
    .update(ussdPins)
    .set({
      failedAttempts: sql`${ussdPins.failedAttempts} + 1`,
      lockedAt: sql`case when ${ussdPins.failedAttempts} + 1 >= ${limit} then coalesce(${ussdPins.lockedAt}, ${at.toISOString()}::timestamptz) else ${ussdPins.lockedAt} end`,
    })
    .where(eq(ussdPins.userId, userId))
    .returning({ failedAttempts: ussdPins.failedAttempts, lockedAt: ussdPins.lockedAt });
  return row;
}

export async function clearWrongUssdPins(db: Executor, userId: string) {
  await db
    .update(ussdPins)
    .set({ failedAttempts: 0 })
    .where(and(eq(ussdPins.userId, userId), sql`${ussdPins.failedAttempts} > 0`));
}

export async function findUssdSession(db: Executor, sessionId: string) {
  const [row] = await db.select().from(ussdSessions).where(eq(ussdSessions.sessionId, sessionId));
  return row;
}

/** The session's first step; undefined when another process stored it first (a gateway's retry). */
export async function insertUssdSession(db: Executor, session: NewUssdSession) {
  const [row] = await db.insert(ussdSessions).values(session).onConflictDoNothing().returning();
  return row;
}

/**
 * The step after `afterStep`, stored only if no other process stored a step in between (a retry of the
 * same step answered twice at once): undefined then, and the caller answers with what was stored.
 */
export async function advanceUssdSession(
  db: Executor,
  sessionId: string,
  afterStep: number,
  next: Pick<UssdSession, 'state' | 'lastStep' | 'lastReply' | 'ended' | 'outcome' | 'updatedAt' | 'userId'>,
) {
  const [row] = await db
    .update(ussdSessions)
    .set(next)
    .where(and(eq(ussdSessions.sessionId, sessionId), eq(ussdSessions.lastStep, afterStep)))
    .returning();
  return row;
}

/** A borrower's latest sessions, for their page in the back office. */
export async function ussdSessionsOfUser(db: Executor, userId: string, limit: number) {
  return db
    .select({
      startedAt: ussdSessions.startedAt,
      updatedAt: ussdSessions.updatedAt,
      gateway: ussdSessions.gateway,
      steps: ussdSessions.lastStep,
      outcome: ussdSessions.outcome,
    })
    .from(ussdSessions)
    .where(eq(ussdSessions.userId, userId))
    .orderBy(desc(ussdSessions.startedAt))
    .limit(limit);
}
