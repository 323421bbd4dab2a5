import { kycDocumentBlobs, kycDocuments } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTIFIER_LIMITS } from '../../lib/rate-limit/identifier-limits';
import { verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { cameraJpeg, textFile } from './testing/kyc-images';
import { uploadPhoto } from './testing/kyc-requests';

describe('identity photo uploads: limits and races (docs/product.md §20.3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts every upload per borrower, refused or not, and answers 429 past 30 an hour', async () => {
    const alice = await verifiedBorrower(t);
    const bob = await verifiedBorrower(t);
    expect(IDENTIFIER_LIMITS.kycUpload.max).toBe(30);
    for (let i = 0; i < 30; i++) {
      expect((await uploadPhoto(t, alice.token, 'selfie', textFile())).statusCode).toBe(400);
    }
    const limited = await uploadPhoto(t, alice.token, 'selfie', await cameraJpeg({ width: 64, height: 64 }));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.json().error.message).toMatch(
      /^You have uploaded many photos already\. Please wait .+ before uploading another\.$/,
    );
    // Another borrower is not affected.
    expect(
      (await uploadPhoto(t, bob.token, 'selfie', await cameraJpeg({ width: 64, height: 64 }))).statusCode,
    ).toBe(200);
  });

  it('two uploads of one kind at once leave one photo and one stored object', async () => {
    const alice = await verifiedBorrower(t);
    const [a, b] = await Promise.all([
      uploadPhoto(t, alice.token, 'nrc_front', await cameraJpeg({ width: 300, height: 200 })),
      uploadPhoto(t, alice.token, 'nrc_front', await cameraJpeg({ width: 200, height: 300 })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const documents = await t.ctx.db.select().from(kycDocuments).where(eq(kycDocuments.userId, alice.userId));
    expect(documents).toHaveLength(1);
    const blobs = (await t.ctx.db.select().from(kycDocumentBlobs)).filter((row) =>
      row.storageKey.startsWith(`kyc/${alice.userId}/`),
    );
    expect(blobs.map((row) => row.storageKey)).toEqual([documents[0]?.storageKey]);
  });
});
