import { type Executor, type KycPendingDeletion, kycPendingDeletions } from '@kwacha/db';
import type { KycDeletionReason } from '@kwacha/shared/kyc/kyc-view';
import { asc, count, eq, lte, sql } from 'drizzle-orm';

/** Records that these objects are to be removed (in the transaction that drops their records). */
export async function queueDeletions(
  tx: Executor,
  keys: readonly string[],
  reason: KycDeletionReason,
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(kycPendingDeletions)
    .values(keys.map((storageKey) => ({ storageKey, reason, nextAttemptAt: now, createdAt: now })))
    .onConflictDoNothing();
}

/** Removals due by `now`, the longest-waiting first. */
export async function dueDeletions(db: Executor, now: Date, limit: number): Promise<KycPendingDeletion[]> {
  return db
    .select()
    .from(kycPendingDeletions)
    .where(lte(kycPendingDeletions.nextAttemptAt, now))
    .orderBy(asc(kycPendingDeletions.nextAttemptAt), asc(kycPendingDeletions.storageKey))
    .limit(limit);
}

/** The object is gone: nothing is owed any more. */
export async function forgetDeletion(db: Executor, storageKey: string): Promise<void> {
  await db.delete(kycPendingDeletions).where(eq(kycPendingDeletions.storageKey, storageKey));
}

/**
 * A try failed: counted, with what the store said, and the next try after a wait that doubles from a
 * minute up to six hours (a store down for a day is then tried about every six hours, not every minute).
 */
export async function recordFailedDeletion(
  db: Executor,
  storageKey: string,
  problem: string,
  now: Date,
): Promise<void> {
  await db
    .update(kycPendingDeletions)
    .set({
      attempts: sql`${kycPendingDeletions.attempts} + 1`,
      lastError: problem,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + least(interval '1 minute' * power(2, ${kycPendingDeletions.attempts}), interval '6 hours')`,
    })
    .where(eq(kycPendingDeletions.storageKey, storageKey));
}

/** For staff: how many removals are owed, and the oldest `limit` of them. */
export async function listPendingDeletions(
  db: Executor,
  limit: number,
): Promise<{ count: number; rows: KycPendingDeletion[] }> {
  const [total, rows] = await Promise.all([
    db.select({ count: count() }).from(kycPendingDeletions),
    db
      .select()
      .from(kycPendingDeletions)
      .orderBy(asc(kycPendingDeletions.createdAt), asc(kycPendingDeletions.storageKey))
      .limit(limit),
  ]);
  return { count: total[0]?.count ?? 0, rows };
}
