import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { kycDocuments, kycPendingDeletions } from '@kwacha/db';
import { KYC_MESSAGES } from '@kwacha/shared/kyc/kyc-view';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { kycDeletionRetryJob } from './kyc.jobs';
import { loadS3Sdk, s3Client } from './storage/s3-store';
import { cameraJpeg } from './testing/kyc-images';
import { call, uploadPhoto } from './testing/kyc-requests';
import { startStallableS3, TEST_S3_TIMEOUT_MS } from './testing/stallable-s3';

// A correctness bound (a stalled store must not hold a request for ever), not a performance figure.
const BOUND_MS = 10 * TEST_S3_TIMEOUT_MS;
const UNANSWERED = 'identity photo storage: bucket "kyc-test" did not answer in time';

async function timed<T>(request: () => Promise<T>) {
  const started = performance.now();
  const answer = await request();
  return { answer, elapsedMs: performance.now() - started };
}

describe('identity photos when the S3-compatible store stalls (docs/product.md §20.6)', () => {
  let s3: Awaited<ReturnType<typeof startStallableS3>>;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    s3 = await startStallableS3();
    t = await createTestApp({ config: { kyc: { ...testConfig().kyc, storage: 's3', s3: s3.settings } } });
    admin = await signedInStaff(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const owedFor = (userId: string) =>
    t.ctx.db
      .select()
      .from(kycPendingDeletions)
      .where(like(kycPendingDeletions.storageKey, `kyc/${userId}/%`));

  const objectExists = async (key: string) =>
    s3Client(await loadS3Sdk(), s3.direct)
      .send(new HeadObjectCommand({ Bucket: s3.direct.bucket, Key: key }))
      .then(
        () => true,
        () => false,
      );

  it('answers an upload and a photo view with 503 within the bound, never a hang nor "photo missing"', async () => {
    const borrower = await verifiedBorrower(t);
    const photo = await cameraJpeg({ width: 200, height: 150 });
    expect((await uploadPhoto(t, borrower.token, 'selfie', photo)).statusCode).toBe(200);
    await s3.stall();
    try {
      const unavailable = {
        success: false,
        error: { code: 'KYC_STORAGE_UNAVAILABLE', message: KYC_MESSAGES.storageUnavailable },
      };
      const upload = await timed(() => uploadPhoto(t, borrower.token, 'nrc_front', photo));
      expect(upload.answer.statusCode).toBe(503);
      expect(upload.answer.json()).toMatchObject(unavailable);
      expect(upload.elapsedMs).toBeLessThan(BOUND_MS);

      const staffView = await timed(() =>
        call(t, admin.token, 'GET', `/api/admin/kyc/${borrower.userId}/documents/selfie`),
      );
      expect(staffView.answer.statusCode).toBe(503);
      expect(staffView.answer.json()).toMatchObject(unavailable);
      expect(staffView.elapsedMs).toBeLessThan(BOUND_MS);

      const ownView = await timed(() => call(t, borrower.token, 'GET', '/api/kyc/documents/selfie'));
      expect(ownView.answer.statusCode).toBe(503);
      expect(ownView.elapsedMs).toBeLessThan(BOUND_MS);
    } finally {
      await s3.resume();
    }
    // No record for the failed upload; the object its write may still have left is owed a removal.
    const documents = await t.ctx.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.userId, borrower.userId));
    expect(documents.map((doc) => doc.kind)).toEqual(['selfie']);
    expect((await owedFor(borrower.userId)).map((row) => row.reason)).toEqual(['upload_failed']);
    // The operator's words, naming the bucket, are in the log; the borrower read the plain message.
    expect(t.logs.map((line) => JSON.parse(line)).some((entry) => entry.problem === UNANSWERED)).toBe(true);
  });

  it('keeps removals the store failed, shows them to staff, and the job removes them once it answers', async () => {
    const borrower = await verifiedBorrower(t);
    for (const kind of ['nrc_front', 'nrc_back', 'selfie']) {
      const res = await uploadPhoto(t, borrower.token, kind, await cameraJpeg({ width: 200, height: 150 }));
      expect(res.statusCode).toBe(200);
    }
    const keys = (
      await t.ctx.db.select().from(kycDocuments).where(eq(kycDocuments.userId, borrower.userId))
    ).map((doc) => doc.storageKey);
    await s3.stall();
    const erasure = await timed(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/erasure-request',
        headers: { 'x-auth-token': borrower.token },
        payload: { password: borrower.password },
      }),
    );
    expect(erasure.answer.statusCode).toBe(200);
    expect(erasure.elapsedMs).toBeLessThan(BOUND_MS);

    // Owed in the erasure's transaction; the first try failed and says why, the others wait for the job.
    const owed = await owedFor(borrower.userId);
    expect(owed.map((row) => row.storageKey).sort()).toEqual([...keys].sort());
    expect(owed.every((row) => row.reason === 'erasure')).toBe(true);
    expect(owed.filter((row) => row.attempts === 1).map((row) => row.lastError)).toEqual([UNANSWERED]);

    const listed = await call(t, admin.token, 'GET', '/api/admin/kyc-pending-deletions');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.count).toBeGreaterThanOrEqual(3);
    const mine = listed
      .json()
      .data.items.filter((item: { storageKey: string }) =>
        item.storageKey.startsWith(`kyc/${borrower.userId}/`),
      );
    expect(mine).toHaveLength(3);
    expect(mine).toContainEqual({
      storageKey: expect.any(String),
      reason: 'erasure',
      attempts: 1,
      lastError: UNANSWERED,
      nextAttemptAt: expect.any(String),
      createdAt: expect.any(String),
    });
    const someoneElse = await verifiedBorrower(t);
    expect((await call(t, someoneElse.token, 'GET', '/api/admin/kyc-pending-deletions')).statusCode).toBe(
      403,
    );

    // The job while the store still stalls: one bounded try (the longest-waiting row), not one per row.
    const triesSoFar = async () =>
      (await t.ctx.db.select().from(kycPendingDeletions)).reduce((sum, row) => sum + row.attempts, 0);
    const before = await triesSoFar();
    const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);
    const run = (minutes: number) =>
      kycDeletionRetryJob({ ...t.ctx, now: later(minutes) }).handler(
        {},
        { jobId: 'test', log: t.ctx.logger },
      );
    const stalledRun = await timed(() => run(10));
    expect(stalledRun.elapsedMs).toBeLessThan(BOUND_MS);
    expect(await triesSoFar()).toBe(before + 1);

    await s3.resume();
    for (const key of keys) expect(await objectExists(key)).toBe(true);
    await run(7 * 60);
    for (const key of keys) expect(await objectExists(key)).toBe(false);
    expect(await owedFor(borrower.userId)).toEqual([]);
    const after = await call(t, admin.token, 'GET', '/api/admin/kyc-pending-deletions');
    expect(after.json().data).toEqual({ count: 0, items: [] });
  });
});
