import type { Executor } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { KYC_DOCUMENT_KIND_LABELS, KYC_STATUS_LABELS } from '@kwacha/shared/kyc/kyc-view';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { deleteCheckOf, deleteDocumentsOf, findCheck, listDocuments } from './kyc.repository';
import { checksPastRetention, setKeepUntil } from './kyc-retention.repository';
import { owePhotoRemovals, removeOwedPhotos } from './photo-deletions';
import { isExternal, removePhoto } from './storage/photo-vault';

/**
 * The identity check in a borrower's copy of their data (docs/product.md §18.1 and §20.7): the status and
 * which photos were uploaded when, never the photos themselves (the borrower sees those on the page).
 */
export async function kycForExport(db: Executor, userId: string) {
  const [check, documents] = await Promise.all([findCheck(db, userId), listDocuments(db, userId)]);
  return {
    status: KYC_STATUS_LABELS[check?.status ?? 'not_started'],
    submittedAt: check?.submittedAt ?? null,
    decidedAt: check?.decidedAt ?? null,
    reason: check?.reason ?? null,
    documents: documents.map((doc) => ({
      photo: KYC_DOCUMENT_KIND_LABELS[doc.kind],
      uploadedAt: doc.uploadedAt,
      width: doc.width,
      height: doc.height,
      bytes: doc.byteSize,
    })),
  };
}

/**
 * Erasure (docs/product.md §18.2 and §20.7), inside the erasure's transaction. A borrower with loan
 * records keeps their identity documents for as long as those records are kept (Financial Intelligence
 * Centre Act: identification records belong to the loan records), until `keptUntil`, when the retention
 * sweep deletes them; one who never borrowed loses them now. Answers the keys of photos in an external
 * store, owed a removal in this transaction, to be removed once it commits (removeErasedPhotos).
 */
export async function eraseKycOf(
  ctx: Pick<AppContext, 'config' | 'now'>,
  tx: Executor,
  userId: string,
  keptUntil: string | null,
): Promise<string[]> {
  if (keptUntil) {
    await setKeepUntil(tx, userId, keptUntil);
    return [];
  }
  return deleteKycOf(ctx, tx, userId, 'erasure');
}

/**
 * Deletes a borrower's check and photos. Photos in an external store are owed a removal in the same
 * transaction; their keys are answered, to be removed after the commit.
 */
async function deleteKycOf(
  ctx: Pick<AppContext, 'config' | 'now'>,
  tx: Executor,
  userId: string,
  reason: 'erasure' | 'retention',
): Promise<string[]> {
  const keys = await deleteDocumentsOf(tx, userId);
  await deleteCheckOf(tx, userId);
  if (isExternal(ctx.config.kyc)) {
    await owePhotoRemovals(ctx, tx, keys, reason);
    return keys;
  }
  for (const key of keys) await removePhoto(ctx.config.kyc, tx, key);
  return [];
}

/**
 * After the erasure committed: the photos in an S3-compatible store go too. One the store does not remove
 * stays owed (kyc_pending_deletions), for the job kyc.retry-photo-deletions and in staff's sight.
 */
export async function removeErasedPhotos(
  ctx: Pick<AppContext, 'config' | 'db' | 'logger' | 'now'>,
  keys: readonly string[],
): Promise<void> {
  await removeOwedPhotos(ctx, keys);
}

/** Borrowers handled per transaction by the sweep: a long backlog commits in steps. */
const SWEEP_BATCH = 100;

/**
 * The retention sweep (docs/product.md §20.7): deletes the identity documents of erased borrowers whose
 * retention period has ended, with an audit record per borrower. Answers how many borrowers' documents went.
 */
export async function deleteKycPastRetention(
  ctx: Pick<AppContext, 'config' | 'db' | 'logger' | 'now'>,
): Promise<number> {
  const today = lusakaToday(ctx.now());
  let deleted = 0;
  for (;;) {
    const due = await checksPastRetention(ctx.db, today, SWEEP_BATCH);
    if (due.length === 0) return deleted;
    const keys = await ctx.db.transaction(async (tx) => {
      const external: string[] = [];
      for (const userId of due) {
        external.push(...(await deleteKycOf(ctx, tx, userId, 'retention')));
        await recordAudit(tx, {
          actorId: null,
          action: 'kyc.deleted_after_retention',
          entityType: 'kyc_check',
          entityId: userId,
          after: { keptUntil: today },
        });
      }
      return external;
    });
    await removeErasedPhotos(ctx, keys);
    deleted += due.length;
  }
}
