import { attemptCounters, type Database, sessions, userTokens } from '@kwacha/db';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { JobDefinition } from './job-queue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes verification/reset tokens, sessions and rate-limit counters that can no longer be used. */
export async function pruneExpiredTokens(
  db: Database,
  now: Date,
): Promise<{ tokens: number; sessions: number; counters: number }> {
  // Kept a week after expiry or use so that "link expired" vs "link unknown" stays answerable.
  const tokenCutoff = new Date(now.getTime() - 7 * DAY_MS);
  const deletedTokens = await db
    .delete(userTokens)
    .where(or(lt(userTokens.expiresAt, tokenCutoff), lt(userTokens.usedAt, tokenCutoff)))
    .returning({ id: userTokens.id });
  const sessionCutoff = new Date(now.getTime() - 30 * DAY_MS);
  const deletedSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sessionCutoff),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionCutoff)),
      ),
    )
    .returning({ id: sessions.id });
  // Rate-limit windows that have closed count nothing any more.
  const deletedCounters = await db
    .delete(attemptCounters)
    .where(lt(attemptCounters.resetAt, now))
    .returning({ key: attemptCounters.key });
  return { tokens: deletedTokens.length, sessions: deletedSessions.length, counters: deletedCounters.length };
}

export function pruneExpiredTokensJob(db: Database, now: () => Date): JobDefinition {
  return {
    name: 'maintenance.prune-expired-tokens',
    cron: '17 * * * *',
    async handler() {
      await pruneExpiredTokens(db, now());
    },
  };
}
