import { auditEvents, kycChecks, notifications } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  KYC_ANOTHER_PHOTO_EMAIL_TEMPLATE,
  KYC_APPROVED_EMAIL_TEMPLATE,
} from '../notifications/emails/kyc.emails';
import { cameraJpeg, smallPng } from './testing/kyc-images';
import { call, uploadPhoto } from './testing/kyc-requests';

describe('identity checks: staff review (docs/product.md §20.4)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInStaff(t, 'admin');
  });
  afterAll(() => t.close());

  /** A verified borrower who uploaded all three photos and, unless told otherwise, submitted them. */
  async function borrowerWithDocuments(submit = true) {
    const borrower = await verifiedBorrower(t);
    for (const kind of ['nrc_front', 'nrc_back', 'selfie']) {
      const res = await uploadPhoto(t, borrower.token, kind, await cameraJpeg({ width: 320, height: 240 }));
      if (res.statusCode !== 200) throw new Error(res.body);
    }
    if (submit) await call(t, borrower.token, 'POST', '/api/kyc/submit');
    return borrower;
  }

  const auditsOf = (userId: string, action: string) =>
    t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, userId), eq(auditEvents.action, action)));

  const noticesOf = (userId: string) =>
    t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('lists submitted borrowers oldest first, and the other statuses on request', async () => {
    const first = await borrowerWithDocuments();
    const second = await borrowerWithDocuments();
    await borrowerWithDocuments(false); // not submitted: not in the queue
    const res = await call(t, admin.token, 'GET', '/api/admin/kyc');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.items.map((row: { userId: string }) => row.userId);
    expect(ids.indexOf(first.userId)).toBeLessThan(ids.indexOf(second.userId));
    expect(res.json().data.nextCursor).toBeNull();
    expect(res.json().data.items.find((row: { userId: string }) => row.userId === first.userId)).toEqual({
      userId: first.userId,
      firstName: 'Mwila',
      lastName: 'Banda',
      email: first.email,
      status: 'submitted',
      submittedAt: expect.any(String),
    });
    const approved = await call(t, admin.token, 'GET', '/api/admin/kyc?status=approved');
    expect(approved.json().data.items.map((row: { userId: string }) => row.userId)).not.toContain(
      first.userId,
    );
    expect((await call(t, admin.token, 'GET', '/api/admin/kyc?status=everything')).statusCode).toBe(400);
  });

  it('shows the registration details beside the photos, and audits the viewing of each', async () => {
    const borrower = await borrowerWithDocuments();
    const res = await call(t, admin.token, 'GET', `/api/admin/kyc/${borrower.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      userId: borrower.userId,
      firstName: 'Mwila',
      lastName: 'Banda',
      email: borrower.email,
      dateOfBirth: '1990-05-17',
      nrcNumber: borrower.nrcNumber,
      status: 'submitted',
      reason: null,
      decidedBy: null,
    });
    expect(res.json().data.documents).toHaveLength(3);
    expect(await auditsOf(borrower.userId, 'kyc.viewed')).toEqual([
      expect.objectContaining({ actorId: admin.id, entityType: 'kyc_check' }),
    ]);

    const photo = await call(t, admin.token, 'GET', `/api/admin/kyc/${borrower.userId}/documents/selfie`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('no-store');
    expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();
    expect(await auditsOf(borrower.userId, 'kyc.document_viewed')).toEqual([
      expect.objectContaining({ actorId: admin.id, after: { kind: 'selfie' } }),
    ]);
  });

  it('answers 404 for someone who is not a borrower or does not exist, and audits nothing', async () => {
    const other = await signedInStaff(t, 'admin');
    for (const id of [other.id, '3f2a9c1e-41aa-4c55-9e0b-1234567890ab', 'not-an-id']) {
      const res = await call(t, admin.token, 'GET', `/api/admin/kyc/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'KYC_BORROWER_NOT_FOUND', message: 'Borrower not found.' });
      expect((await call(t, admin.token, 'GET', `/api/admin/kyc/${id}/documents/selfie`)).statusCode).toBe(
        404,
      );
    }
    const borrower = await verifiedBorrower(t);
    const none = await call(t, admin.token, 'GET', `/api/admin/kyc/${borrower.userId}/documents/selfie`);
    expect(none.json().error.code).toBe('KYC_DOCUMENT_NOT_FOUND');
    expect(await auditsOf(borrower.userId, 'kyc.document_viewed')).toEqual([]);
  });

  it('approves submitted documents: audited, the borrower notified and e-mailed', async () => {
    const borrower = await borrowerWithDocuments();
    const res = await call(t, admin.token, 'POST', `/api/admin/kyc/${borrower.userId}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The identity documents were approved. The borrower has been told.');
    expect(res.json().data).toMatchObject({
      status: 'approved',
      decidedAt: expect.any(String),
      decidedBy: 'Ada Mulenga',
    });
    expect(await auditsOf(borrower.userId, 'kyc.approved')).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        before: { status: 'submitted' },
        after: { status: 'approved' },
      }),
    ]);
    expect((await noticesOf(borrower.userId)).map((n) => n.message)).toContain(
      'Your identity documents were approved.',
    );
    const email = await latestEmail(t, borrower.email, KYC_APPROVED_EMAIL_TEMPLATE);
    expect(email.subject).toBe('Your identity documents are approved');
    expect(email.textBody).not.toContain(borrower.nrcNumber);

    expect((await call(t, borrower.token, 'GET', '/api/kyc')).json().data.status).toBe('approved');
    const again = await call(t, admin.token, 'POST', `/api/admin/kyc/${borrower.userId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'KYC_NOT_SUBMITTED',
      message: 'These documents are not waiting for a decision.',
    });
    // Approved documents are locked for the borrower too.
    expect((await uploadPhoto(t, borrower.token, 'selfie', await smallPng())).json().error.code).toBe(
      'KYC_LOCKED',
    );
  });

  it('asks for another photo with a reason the borrower reads; they replace it and submit again', async () => {
    const borrower = await borrowerWithDocuments();
    const short = await call(
      t,
      admin.token,
      'POST',
      `/api/admin/kyc/${borrower.userId}/request-another-photo`,
      {
        kind: 'selfie',
        reason: 'no',
      },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Please give a reason of 5 to 300 characters.');

    const reason = 'Your face is hidden by the card. Hold the NRC below your chin.';
    const res = await call(
      t,
      admin.token,
      'POST',
      `/api/admin/kyc/${borrower.userId}/request-another-photo`,
      {
        kind: 'selfie',
        reason,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The borrower has been asked for another photo.');
    expect(res.json().data).toMatchObject({ status: 'needs_another_photo', reason, reasonKind: 'selfie' });
    expect(await auditsOf(borrower.userId, 'kyc.another_photo_requested')).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        after: { status: 'needs_another_photo', kind: 'selfie', reason },
      }),
    ]);
    expect((await noticesOf(borrower.userId)).map((n) => n.message)).toContain(
      `We need another photo to verify your identity: ${reason}`,
    );
    const email = await latestEmail(t, borrower.email, KYC_ANOTHER_PHOTO_EMAIL_TEMPLATE);
    expect(email.textBody).toContain('A selfie holding your NRC');
    expect(email.textBody).toContain(reason);
    expect(email.textBody).toContain('http://app.test/verify-identity');

    const view = (await call(t, borrower.token, 'GET', '/api/kyc')).json().data;
    expect(view).toMatchObject({ status: 'needs_another_photo', reason, reasonKind: 'selfie' });

    // The turned-down selfie must be replaced first; another photo does not count.
    expect((await uploadPhoto(t, borrower.token, 'nrc_back', await smallPng())).statusCode).toBe(200);
    const notYet = await call(t, borrower.token, 'POST', '/api/kyc/submit');
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json().error).toEqual({
      code: 'KYC_PHOTO_NOT_REPLACED',
      message: 'Upload a new photo first: A selfie holding your NRC.',
    });
    expect((await uploadPhoto(t, borrower.token, 'selfie', await smallPng())).statusCode).toBe(200);
    const resubmitted = await call(t, borrower.token, 'POST', '/api/kyc/submit');
    expect(resubmitted.json().data).toMatchObject({ status: 'submitted', reason: null, reasonKind: null });
    const [row] = await t.ctx.db.select().from(kycChecks).where(eq(kycChecks.userId, borrower.userId));
    expect(row?.status).toBe('submitted');
  });

  it('refuses a decision on documents that were never submitted', async () => {
    const borrower = await borrowerWithDocuments(false);
    const res = await call(
      t,
      admin.token,
      'POST',
      `/api/admin/kyc/${borrower.userId}/request-another-photo`,
      {
        kind: 'nrc_back',
        reason: 'The photo is blurred.',
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('KYC_NOT_SUBMITTED');
  });
});
