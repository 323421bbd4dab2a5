import type { Executor } from '@kwacha/db';
import type { KycView } from '@kwacha/shared/kyc/kyc-view';
import { KYC_DOCUMENT_KINDS, KYC_EDITABLE_STATUSES, type KycDocumentKind } from '@kwacha/shared/kyc/kyc-view';
import type { AppContext } from '../../context';
import { readIdentityCheckRules } from '../settings/settings.service';
import {
  KycDocumentNotFoundError,
  KycIncompleteError,
  KycLockedError,
  KycNotApprovedError,
  KycPhotoNotReplacedError,
  KycStorageUnavailableError,
} from './kyc.errors';
import {
  findCheck,
  findDocument,
  listDocuments,
  lockOrCreateCheck,
  replaceDocument,
  updateCheck,
} from './kyc.repository';
import { processKycPhoto } from './kyc-image';
import { toKycView } from './kyc-view';
import { owePhotoRemovals, removeOwedPhotos } from './photo-deletions';
import { scanIdentityPhoto } from './photo-scan';
import { isExternal, newStorageKey, readPhoto, removePhoto, storePhoto } from './storage/photo-vault';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now' | 'logger'>;

/** GET /api/kyc: the borrower's own status and photos (docs/product.md §20.2). */
export async function kycViewOf(db: Executor, userId: string): Promise<KycView> {
  const [check, documents] = await Promise.all([findCheck(db, userId), listDocuments(db, userId)]);
  return toKycView(check, documents);
}

const isEditable = (status: string | undefined) =>
  KYC_EDITABLE_STATUSES.some((editable) => editable === (status ?? 'not_started'));

/**
 * Stores one photo, replacing that kind's earlier one (docs/product.md §20.3). The photo is checked and
 * re-encoded before anything is written; with the database adapter the bytes and their record are written
 * in one transaction; with S3 the object is written first and removed again if the record cannot be, and
 * the replaced object's removal is owed in the record's transaction (photo-deletions.ts).
 */
export async function uploadKycPhoto(
  ctx: Ctx,
  userId: string,
  kind: KycDocumentKind,
  upload: Buffer,
): Promise<KycView> {
  // Checked before the work of decoding, and again under the lock below.
  if (!isEditable((await findCheck(ctx.db, userId))?.status)) throw new KycLockedError();
  // Scanned as sent, before the image library decodes a byte of it.
  await scanIdentityPhoto(ctx, userId, upload);
  const photo = await processKycPhoto(upload);
  const config = ctx.config.kyc;
  const key = newStorageKey(userId, kind);
  const external = isExternal(config);
  if (external) await storeOutside(ctx, key, photo.jpeg);
  let replaced: string | undefined;
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      const check = await lockOrCreateCheck(tx, userId);
      if (!isEditable(check.status)) throw new KycLockedError();
      if (!external) await storePhoto(config, tx, key, photo.jpeg);
      const old = await replaceDocument(tx, {
        userId,
        kind,
        storageKey: key,
        byteSize: photo.jpeg.length,
        width: photo.width,
        height: photo.height,
        sha256: photo.sha256,
        uploadedAt: ctx.now(),
      });
      if (old && !external) await removePhoto(config, tx, old);
      if (old && external) await owePhotoRemovals(ctx, tx, [old], 'replaced');
      return old;
    });
  } catch (error) {
    if (external) await discardUpload(ctx, key, true);
    throw error;
  }
  if (external && replaced) await removeOwedPhotos(ctx, [replaced]);
  return kycViewOf(ctx.db, userId);
}

/**
 * Writes the sealed photo to the S3 store. When the store fails (a 503 for the borrower), a write that
 * timed out may still land: its removal is owed, for the job to make sure of once the store answers.
 */
async function storeOutside(ctx: Ctx, key: string, jpeg: Buffer) {
  try {
    await storePhoto(ctx.config.kyc, ctx.db, key, jpeg);
  } catch (error) {
    logStorageFailure(ctx, error);
    await discardUpload(ctx, key, false);
    throw error;
  }
}

/** An upload whose record was never saved: its object is owed a removal, tried now when `now`. */
async function discardUpload(ctx: Ctx, key: string, now: boolean) {
  try {
    await owePhotoRemovals(ctx, ctx.db, [key], 'upload_failed');
  } catch (error) {
    // The database failed as well: the object is sealed and has no record, so it costs storage, not safety.
    ctx.logger.error({ err: error, storageKey: key }, 'could not record an identity photo to remove');
    return;
  }
  if (now) await removeOwedPhotos(ctx, [key]);
}

/** The photo store failed a borrower's or staff's request: the operator's words go to the log. */
function logStorageFailure(ctx: Pick<Ctx, 'logger'>, error: unknown) {
  if (error instanceof KycStorageUnavailableError) {
    ctx.logger.warn({ err: error.cause, problem: error.problem }, error.problem);
  }
}

/** POST /api/kyc/submit: all three photos present, then staff review them. */
export async function submitKyc(ctx: Pick<AppContext, 'db' | 'now'>, userId: string): Promise<KycView> {
  return ctx.db.transaction(async (tx) => {
    const check = await lockOrCreateCheck(tx, userId);
    if (!isEditable(check.status)) throw new KycLockedError();
    const documents = await listDocuments(tx, userId);
    const kinds = new Set(documents.map((doc) => doc.kind));
    if (!KYC_DOCUMENT_KINDS.every((kind) => kinds.has(kind))) throw new KycIncompleteError();
    // Asked for another photo: the one staff turned down must have been replaced since.
    const asked = check.status === 'needs_another_photo' ? check.reasonKind : null;
    const askedFor = asked ? documents.find((doc) => doc.kind === asked) : undefined;
    if (asked && check.decidedAt && askedFor && askedFor.uploadedAt <= check.decidedAt) {
      throw new KycPhotoNotReplacedError(asked);
    }
    const now = ctx.now();
    await updateCheck(
      tx,
      userId,
      { status: 'submitted', submittedAt: now, reason: null, reasonKind: null },
      now,
    );
    return kycViewOf(tx, userId);
  });
}

/** The plain JPEG of one of a borrower's photos; 404 when there is none. */
export async function photoOf(
  ctx: Pick<AppContext, 'db' | 'config' | 'logger'>,
  userId: string,
  kind: KycDocumentKind,
): Promise<Buffer> {
  const doc = await findDocument(ctx.db, userId, kind);
  if (!doc) throw new KycDocumentNotFoundError();
  const jpeg = await readPhoto(ctx.config.kyc, ctx.db, doc.storageKey).catch((error: unknown) => {
    logStorageFailure(ctx, error);
    throw error;
  });
  if (!jpeg) throw new Error(`KYC object ${doc.storageKey} is missing from storage`);
  return jpeg;
}

/**
 * Whether the identity checks let this borrower's loan be approved and paid out (docs/product.md §20.5):
 * always while the superuser setting is off, otherwise only once their documents are approved.
 */
export async function kycAllowsLending(db: Executor, borrowerId: string): Promise<boolean> {
  const rules = await readIdentityCheckRules(db);
  if (!rules.requiredBeforeDisbursement) return true;
  const check = await findCheck(db, borrowerId);
  return check?.status === 'approved';
}

/**
 * The guards (docs/product.md §20.5): staff approve an application, and start a disbursement, only for a
 * borrower whose documents are approved while the setting is on. Call it inside that step's transaction.
 */
export async function assertKycAllows(
  db: Executor,
  borrowerId: string,
  step: 'approval' | 'disbursement',
): Promise<void> {
  if (!(await kycAllowsLending(db, borrowerId))) throw new KycNotApprovedError(step);
}
