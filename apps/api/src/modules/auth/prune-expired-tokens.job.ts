import type { Database } from '@kwacha/db';
import type { JobDefinition } from '../../jobs/job-queue';
import { deleteClosedAttemptWindows } from '../../lib/rate-limit/attempt-store';
import { deleteSessionsEndedBefore } from '../sessions/sessions.public';
import { deleteUserTokensSpentBefore } from './user-tokens.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes verification/reset tokens, sessions and rate-limit counters that can no longer be used. */
export async function pruneExpiredTokens(
  db: Database,
  now: Date,
): Promise<{ tokens: number; sessions: number; counters: number }> {
  // Kept a week after expiry or use so that "link expired" vs "link unknown" stays answerable.
  const tokens = await deleteUserTokensSpentBefore(db, new Date(now.getTime() - 7 * DAY_MS));
  const sessions = await deleteSessionsEndedBefore(db, new Date(now.getTime() - 30 * DAY_MS));
  // Rate-limit windows that have closed count nothing any more.
  const counters = await deleteClosedAttemptWindows(db, now);
  return { tokens, sessions, counters };
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
