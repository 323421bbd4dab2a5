import type { Executor } from '@kwacha/db';
import { KYC_DOCUMENT_KIND_LABELS, KYC_STATUS_LABELS } from '@kwacha/shared/kyc/kyc';
import type { AppContext } from '../../context';
import { deleteCheckOf, deleteDocumentsOf, findCheck, listDocuments } from './kyc.repository';
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
 * Centre Act: identification records belong to the loan records); one who never borrowed loses them
 * now. Answers the keys of photos in an external store, to be removed once the transaction commits.
 */
export async function eraseKycOf(
  ctx: Pick<AppContext, 'config'>,
  tx: Executor,
  userId: string,
  keepForLoanRecords: boolean,
): Promise<string[]> {
  if (keepForLoanRecords) return [];
  const keys = await deleteDocumentsOf(tx, userId);
  await deleteCheckOf(tx, userId);
  if (isExternal(ctx.config.kyc)) return keys;
  for (const key of keys) await removePhoto(ctx.config.kyc, tx, key);
  return [];
}

/** After the erasure committed: the photos in an S3-compatible store go too. */
export async function removeErasedPhotos(
  ctx: Pick<AppContext, 'config' | 'db' | 'logger'>,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    try {
      await removePhoto(ctx.config.kyc, ctx.db, key);
    } catch (error) {
      // Sealed bytes with no record and no key to find them by owner: logged for an operator to remove.
      ctx.logger.error({ err: error, storageKey: key }, 'could not remove an erased KYC photo');
    }
  }
}
