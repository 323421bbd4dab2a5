import { GetObjectCommand } from '@aws-sdk/client-s3';
import {
  auditEvents,
  kycChecks,
  kycDocumentBlobs,
  kycDocuments,
  kycPendingDeletions,
  loanApplications,
} from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { kycRetentionJob } from './kyc.jobs';
import { loadS3Sdk, s3Client } from './storage/s3-store';
import { cameraJpeg } from './testing/kyc-images';
import { call, uploadPhoto } from './testing/kyc-requests';
import { startS3Server } from './testing/s3-server';

type Borrower = Awaited<ReturnType<typeof verifiedBorrower>>;

const erase = (t: TestApp, borrower: Borrower) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/erasure-request',
    headers: { 'x-auth-token': borrower.token },
    payload: { password: borrower.password },
  });

async function uploadAll(t: TestApp, borrower: Borrower) {
  for (const kind of ['nrc_front', 'nrc_back', 'selfie']) {
    const res = await uploadPhoto(t, borrower.token, kind, await cameraJpeg({ width: 200, height: 150 }));
    if (res.statusCode !== 200) throw new Error(res.body);
  }
}

const storedOf = async (t: TestApp, userId: string) => ({
  checks: await t.ctx.db.select().from(kycChecks).where(eq(kycChecks.userId, userId)),
  documents: await t.ctx.db.select().from(kycDocuments).where(eq(kycDocuments.userId, userId)),
  blobs: (await t.ctx.db.select().from(kycDocumentBlobs)).filter((b) =>
    b.storageKey.startsWith(`kyc/${userId}/`),
  ),
});

describe('identity documents and data rights (docs/product.md §20.7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A borrower with their three photos and a finished (rejected) application: loan records to keep. */
  async function borrowerWithPhotosAndLoanRecord() {
    const { borrower, loanId } = await borrowerWithApplication(t);
    await uploadAll(t, borrower);
    await t.ctx.db
      .update(loanApplications)
      .set({ status: 'rejected' })
      .where(eq(loanApplications.id, loanId));
    return borrower;
  }

  it("lists the identity check in the borrower's copy of their data, without the photos", async () => {
    const borrower = await verifiedBorrower(t);
    await uploadAll(t, borrower);
    await call(t, borrower.token, 'POST', '/api/kyc/submit');
    const data = (await call(t, borrower.token, 'GET', '/api/me/data-export')).json();
    expect(data.identityCheck).toMatchObject({
      status: 'Submitted — we are checking your documents',
      submittedAt: expect.any(String),
      decidedAt: null,
      reason: null,
    });
    expect(data.identityCheck.documents.map((d: { photo: string }) => d.photo)).toEqual([
      'Back of your NRC',
      'Front of your NRC',
      'A selfie holding your NRC',
    ]);
    expect(Object.keys(data.identityCheck.documents[0]).sort()).toEqual([
      'bytes',
      'height',
      'photo',
      'uploadedAt',
      'width',
    ]);
    const page = await call(t, borrower.token, 'GET', '/api/me/data-export.html');
    expect(page.body).toContain('<h2>Identity check</h2>');
    expect(page.body).toContain('A selfie holding your NRC');
  });

  it('erasing a borrower who never borrowed deletes their photos and their check', async () => {
    const borrower = await verifiedBorrower(t);
    await uploadAll(t, borrower);
    const res = await erase(t, borrower);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('your sign-ins and the photos of your NRC and selfie are gone');
    expect(await storedOf(t, borrower.userId)).toEqual({ checks: [], documents: [], blobs: [] });
  });

  it('erasing a borrower with loan records keeps their identity documents with those records', async () => {
    const borrower = await borrowerWithPhotosAndLoanRecord();
    const res = await erase(t, borrower);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('partially_completed');
    expect(res.json().message).toContain('any complaints you raised and the identity documents you uploaded');
    const stored = await storedOf(t, borrower.userId);
    expect(stored.documents).toHaveLength(3);
    expect(stored.blobs).toHaveLength(3);
  });

  it('deletes the kept documents once their retention period ends, and not a day before', async () => {
    const borrower = await borrowerWithPhotosAndLoanRecord();
    const keptUntil: string = (await erase(t, borrower)).json().data.keptUntil;
    expect((await storedOf(t, borrower.userId)).checks[0]?.keepUntil).toBe(keptUntil);

    // The daily job as the queue runs it, on the eve of the last day and then on it (noon UTC, Lusaka too).
    const runOn = async (day: string) => {
      const job = kycRetentionJob({ ...t.ctx, now: () => new Date(`${day}T12:00:00Z`) });
      await job.handler({}, { jobId: 'test', log: t.ctx.logger });
    };
    const dayBefore = new Date(Date.parse(`${keptUntil}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await runOn(dayBefore);
    expect((await storedOf(t, borrower.userId)).documents).toHaveLength(3);

    await runOn(keptUntil);
    expect(await storedOf(t, borrower.userId)).toEqual({ checks: [], documents: [], blobs: [] });
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, borrower.userId), eq(auditEvents.action, 'kyc.deleted_after_retention')),
      );
    expect(audit).toMatchObject({ actorId: null, entityType: 'kyc_check' });
    // Run again: nothing left, nothing fails.
    await runOn(keptUntil);
  });
});

describe('erasure with photos in an S3-compatible store', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp();
    t.ctx.config.kyc = { ...t.ctx.config.kyc, storage: 's3', s3: s3.settings };
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const objectExists = async (key: string) =>
    s3Client(await loadS3Sdk(), s3.settings)
      .send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: key }))
      .then(
        () => true,
        () => false,
      );

  it('uploads through the API into the bucket (nothing in the table), streams it back, and erasure removes it', async () => {
    const borrower = await verifiedBorrower(t);
    await uploadAll(t, borrower);
    const stored = await storedOf(t, borrower.userId);
    expect(stored.documents).toHaveLength(3);
    expect(stored.blobs).toEqual([]);
    const keys = stored.documents.map((d) => d.storageKey);
    for (const key of keys) expect(await objectExists(key)).toBe(true);

    const photo = await call(t, borrower.token, 'GET', '/api/kyc/documents/selfie');
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // Replacing a photo removes the old object.
    const replaced = stored.documents.find((d) => d.kind === 'selfie')?.storageKey ?? '';
    await uploadPhoto(t, borrower.token, 'selfie', await cameraJpeg({ width: 100, height: 100 }));
    expect(await objectExists(replaced)).toBe(false);

    expect((await erase(t, borrower)).statusCode).toBe(200);
    const after = await storedOf(t, borrower.userId);
    expect(after.documents).toEqual([]);
    for (const key of keys) expect(await objectExists(key)).toBe(false);
    // Each removal was owed in its transaction and forgotten once done: nothing is left for the job.
    expect(await t.ctx.db.select().from(kycPendingDeletions)).toEqual([]);
  });
});
