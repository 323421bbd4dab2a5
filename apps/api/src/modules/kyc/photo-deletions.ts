import type { Executor } from '@kwacha/db';
import { KYC_PENDING_DELETIONS_SHOWN, type KycPendingDeletions } from '@kwacha/shared/kyc/kyc';
import type { KycDeletionReason } from '@kwacha/shared/kyc/kyc-view';
import type { AppContext } from '../../context';
import { KycStorageUnavailableError } from './kyc.errors';
import {
  dueDeletions,
  forgetDeletion,
  listPendingDeletions,
  queueDeletions,
  recordFailedDeletion,
} from './kyc-pending-deletions.repository';
import { isExternal, removePhoto } from './storage/photo-vault';

type Ctx = Pick<AppContext, 'config' | 'db' | 'logger' | 'now'>;

/**
 * Photos in the S3-compatible store whose removal is owed (docs/product.md §20.6). The debt is written
 * in the transaction that drops the photo's record, so a crash or a store that does not answer leaves a
 * row rather than sealed bytes nobody can find; the row goes once the object is gone. With the database
 * adapter the bytes go in that same transaction and nothing is ever owed.
 */
export async function owePhotoRemovals(
  ctx: Pick<AppContext, 'now'>,
  tx: Executor,
  keys: readonly string[],
  reason: KycDeletionReason,
): Promise<void> {
  await queueDeletions(tx, keys, reason, ctx.now());
}

/** What the store said, for the row and for staff: the operator's words, never a stack. */
const problemOf = (error: unknown) =>
  error instanceof KycStorageUnavailableError ? error.problem : String(error).slice(0, 300);

/** Removes one owed object; false (with the failure recorded and logged) when the store did not. */
async function removeOwed(ctx: Ctx, storageKey: string): Promise<boolean> {
  try {
    await removePhoto(ctx.config.kyc, ctx.db, storageKey);
  } catch (error) {
    await recordFailedDeletion(ctx.db, storageKey, problemOf(error), ctx.now());
    ctx.logger.warn(
      { err: error, storageKey },
      'identity photo not removed from storage; kyc.retry-photo-deletions will try again',
    );
    return false;
  }
  await forgetDeletion(ctx.db, storageKey);
  return true;
}

/**
 * Tries the owed removals of `keys` now, after their transaction committed. Stops at the first failure:
 * a store that does not answer would make each key wait out its timeout; the rest stay due for the job.
 * Never throws (the change that owed them has committed): what it could not do stays owed.
 */
export async function removeOwedPhotos(ctx: Ctx, keys: readonly string[]): Promise<void> {
  try {
    for (const key of keys) if (!(await removeOwed(ctx, key))) return;
  } catch (error) {
    ctx.logger.error({ err: error }, 'owed identity photo removals left for kyc.retry-photo-deletions');
  }
}

/** Owed removals taken per query by the job. */
const RETRY_BATCH = 50;

/**
 * The job's run (kyc.retry-photo-deletions): every due removal, longest-waiting first, until none is due
 * or one fails (then the store is down: one bounded try a run, not one per row). Answers how many went.
 * Only while KYC_STORAGE=s3: rows left from an earlier s3 set-up wait, visible to staff, rather than being
 * "removed" from the database adapter, where the objects never were.
 */
export async function retryOwedRemovals(ctx: Ctx): Promise<number> {
  if (!isExternal(ctx.config.kyc)) return 0;
  let removed = 0;
  for (;;) {
    const due = await dueDeletions(ctx.db, ctx.now(), RETRY_BATCH);
    if (due.length === 0) return removed;
    for (const row of due) {
      if (!(await removeOwed(ctx, row.storageKey))) return removed;
      removed += 1;
    }
  }
}

/** GET /api/admin/kyc-pending-deletions: how many removals are owed, and the oldest of them. */
export async function pendingDeletionsView(db: Executor): Promise<KycPendingDeletions> {
  const { count, rows } = await listPendingDeletions(db, KYC_PENDING_DELETIONS_SHOWN);
  return {
    count,
    items: rows.map((row) => ({
      storageKey: row.storageKey,
      reason: row.reason,
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
