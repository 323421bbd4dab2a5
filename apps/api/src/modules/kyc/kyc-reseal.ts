import type { Executor } from '@kwacha/db';
import type { KycConfig } from '../../config';
import { listStorageKeysAfter, lockDocumentByStorageKey } from './kyc.repository';
import { resealPhoto } from './storage/photo-vault';

export interface ResealReport {
  resealed: number;
  /** Photos the current key already opened: nothing written. */
  current: number;
  /** Storage keys only: never the bytes, nor who the photo belongs to beyond the id in the key. */
  failed: { storageKey: string; reason: 'missing' | 'unopenable' }[];
}

/**
 * `npm run kyc:reseal` (docs/product.md §20.6): every photo in kyc_documents that opens only with a key in
 * KYC_ENCRYPTION_KEY_PREVIOUS is sealed again under KYC_ENCRYPTION_KEY, so the previous key can go. One
 * photo per transaction, so a run stopped half way has lost nothing and a second run finishes the job.
 */
export async function resealAllPhotos(
  ctx: { db: Executor; config: KycConfig },
  pageSize = 100,
): Promise<ResealReport> {
  const report: ResealReport = { resealed: 0, current: 0, failed: [] };
  let after: string | undefined;
  for (;;) {
    const keys = await listStorageKeysAfter(ctx.db, after, pageSize);
    for (const storageKey of keys) {
      // The record's lock keeps a replacement or an erasure from removing the object while it is rewritten.
      const outcome = await ctx.db.transaction(async (tx) =>
        (await lockDocumentByStorageKey(tx, storageKey)) ? resealPhoto(ctx.config, tx, storageKey) : 'gone',
      );
      if (outcome === 'resealed') report.resealed += 1;
      else if (outcome === 'current') report.current += 1;
      else if (outcome !== 'gone') report.failed.push({ storageKey, reason: outcome });
    }
    after = keys.at(-1);
    if (keys.length < pageSize) return report;
  }
}

/** The command's summary line, as the operator reads it. */
export const formatResealReport = (report: ResealReport) =>
  `Re-sealed ${report.resealed} ${report.resealed === 1 ? 'photo' : 'photos'}; ${report.current} already used the current key; ${report.failed.length} could not be opened.`;
