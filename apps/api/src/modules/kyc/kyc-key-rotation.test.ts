import { kycDocuments } from '@kwacha/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycConfig } from '../../config';
import { verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { resealAllPhotos } from './kyc-reseal';
import { objectStoreOf, removePhoto, storePhoto } from './storage/photo-vault';
import { cameraJpeg } from './testing/kyc-images';
import { call, uploadPhoto } from './testing/kyc-requests';
import { startS3Server } from './testing/s3-server';

// README "Changing the key": the old key moves to KYC_ENCRYPTION_KEY_PREVIOUS, a new one becomes
// KYC_ENCRYPTION_KEY, `npm run kyc:reseal` seals every photo under it, then the previous key goes.
const OLD = Buffer.alloc(32, 1);
const NEW = Buffer.alloc(32, 2);
const STRANGER = Buffer.alloc(32, 3);

describe.each(['database', 's3'] as const)(
  'rotating KYC_ENCRYPTION_KEY with photos in the %s store',
  (storage) => {
    let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
    // One database served three ways: before the rotation, after it with the old key kept as a previous
    // key, and after it with the new key alone.
    let before: TestApp;
    let rotated: TestApp;
    let newKeyOnly: TestApp;
    const kycWith = (encryptionKey: Buffer, previousKeys: Buffer[] = []): KycConfig => ({
      ...testConfig().kyc,
      storage,
      s3: s3?.settings,
      encryptionKey,
      previousKeys,
    });

    beforeAll(async () => {
      if (storage === 's3') s3 = await startS3Server();
      before = await createTestApp({ config: { kyc: kycWith(OLD) } });
      rotated = await createTestApp({ database: before.database, config: { kyc: kycWith(NEW, [OLD]) } });
      newKeyOnly = await createTestApp({ database: before.database, config: { kyc: kycWith(NEW) } });
    });
    afterAll(async () => {
      await newKeyOnly?.app.close();
      await rotated?.app.close();
      await before?.close();
      await s3?.close();
    });

    const selfieOf = (t: TestApp, token: string) => call(t, token, 'GET', '/api/kyc/documents/selfie');
    const reseal = () => resealAllPhotos({ db: rotated.ctx.db, config: rotated.ctx.config.kyc }, 2);
    const storageKeys = async () =>
      (
        await before.ctx.db
          .select({ key: kycDocuments.storageKey })
          .from(kycDocuments)
          .orderBy(asc(kycDocuments.storageKey))
      ).map((row) => row.key);
    /** The sealed bytes of every photo, as they are at rest. */
    const atRest = async () => {
      const store = await objectStoreOf(rotated.ctx.config.kyc, rotated.ctx.db);
      return Promise.all((await storageKeys()).map((key) => store.get(key)));
    };

    let borrower: Awaited<ReturnType<typeof verifiedBorrower>>;
    let jpeg: Buffer;

    it('serves a photo sealed before the rotation while the old key is a previous key, and not without it', async () => {
      borrower = await verifiedBorrower(before);
      for (const kind of ['nrc_front', 'nrc_back', 'selfie']) {
        const upload = await uploadPhoto(
          before,
          borrower.token,
          kind,
          await cameraJpeg({ width: 200, height: 150 }),
        );
        expect(upload.statusCode).toBe(200);
      }
      const served = await selfieOf(before, borrower.token);
      expect(served.statusCode).toBe(200);
      jpeg = served.rawPayload;

      const afterRotation = await selfieOf(rotated, borrower.token);
      expect(afterRotation.statusCode).toBe(200);
      expect(afterRotation.rawPayload.equals(jpeg)).toBe(true);

      const withoutOldKey = await selfieOf(newKeyOnly, borrower.token);
      expect(withoutOldKey.statusCode).toBe(500);
      expect(withoutOldKey.json().error.code).toBe('INTERNAL_ERROR');
    });

    it('seals every photo under the new key, after which the new key alone opens them', async () => {
      // Two photos a page (above): three photos take two pages.
      expect(await reseal()).toEqual({ resealed: 3, current: 0, failed: [] });

      const withNewKeyOnly = await selfieOf(newKeyOnly, borrower.token);
      expect(withNewKeyOnly.statusCode).toBe(200);
      expect(withNewKeyOnly.rawPayload.equals(jpeg)).toBe(true);
      // Resealed, not copied: the old key no longer opens what is stored.
      expect((await selfieOf(before, borrower.token)).statusCode).toBe(500);
    });

    it('changes nothing when run a second time', async () => {
      const sealed = await atRest();
      expect(await reseal()).toEqual({ resealed: 0, current: 3, failed: [] });
      expect(await atRest()).toEqual(sealed);
    });

    it('counts a photo no key opens, and one missing from storage, as failed, by storage key only', async () => {
      const other = await verifiedBorrower(rotated);
      for (const kind of ['nrc_front', 'selfie']) {
        const upload = await uploadPhoto(
          rotated,
          other.token,
          kind,
          await cameraJpeg({ width: 64, height: 48 }),
        );
        expect(upload.statusCode).toBe(200);
      }
      const [front, selfie] = (
        await before.ctx.db
          .select({ key: kycDocuments.storageKey })
          .from(kycDocuments)
          .where(eq(kycDocuments.userId, other.userId))
          .orderBy(asc(kycDocuments.kind))
      ).map((row) => row.key);
      if (!front || !selfie) throw new Error('the uploads left no records');
      // Sealed under a key this deployment has never been given, and a record whose object went away.
      await storePhoto(
        kycWith(STRANGER),
        rotated.ctx.db,
        selfie,
        await cameraJpeg({ width: 64, height: 48 }),
      );
      await removePhoto(rotated.ctx.config.kyc, rotated.ctx.db, front);

      const report = await reseal();
      expect(report.resealed).toBe(0);
      expect(report.current).toBe(3);
      expect(report.failed).toEqual(
        expect.arrayContaining([
          { storageKey: selfie, reason: 'unopenable' },
          { storageKey: front, reason: 'missing' },
        ]),
      );
      expect(report.failed).toHaveLength(2);
      // The failed photo is left as it was, for whoever finds its key.
      expect((await selfieOf(rotated, other.token)).statusCode).toBe(500);
    });
  },
);
