import { kycChecks, kycDocumentBlobs, kycDocuments } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  cameraJpeg,
  decompressionBombPng,
  hugeJpeg,
  jpegHtmlPolyglot,
  jpegZipPolyglot,
  smallPng,
  smallWebp,
  textFile,
} from './testing/kyc-images';
import { call, uploadPhoto } from './testing/kyc-requests';

describe('identity checks: the borrower (docs/product.md §20.2–20.3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const storedOf = async (userId: string) => ({
    documents: await t.ctx.db.select().from(kycDocuments).where(eq(kycDocuments.userId, userId)),
    blobs: (await t.ctx.db.select().from(kycDocumentBlobs)).filter((b) =>
      b.storageKey.startsWith(`kyc/${userId}/`),
    ),
  });

  it('starts as not started, with nothing uploaded', async () => {
    const alice = await verifiedBorrower(t);
    const res = await call(t, alice.token, 'GET', '/api/kyc');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        status: 'not_started',
        reason: null,
        reasonKind: null,
        submittedAt: null,
        decidedAt: null,
        documents: [],
      },
    });
  });

  it('uploads three photos one request each, replaces one, submits and locks them', async () => {
    const alice = await verifiedBorrower(t);
    const front = await uploadPhoto(
      t,
      alice.token,
      'nrc_front',
      await cameraJpeg({ width: 2400, height: 1600 }),
    );
    expect(front.statusCode).toBe(200);
    expect(front.json().message).toBe('Your photo was saved.');
    expect(front.json().data.documents).toEqual([
      {
        kind: 'nrc_front',
        uploadedAt: expect.any(String),
        width: 1600,
        height: 1067,
        bytes: expect.any(Number),
      },
    ]);

    // Too early: 400 with the message, nothing changes.
    const early = await call(t, alice.token, 'POST', '/api/kyc/submit');
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toEqual({
      code: 'KYC_INCOMPLETE',
      message: 'Add all three photos before you submit.',
    });

    // The name and the browser's type do not matter: a PNG sent as "back.jpg" and a WebP as image/png.
    expect(
      (await uploadPhoto(t, alice.token, 'nrc_back', await smallPng(), { filename: 'back.jpg' })).statusCode,
    ).toBe(200);
    expect(
      (await uploadPhoto(t, alice.token, 'selfie', await smallWebp(), { contentType: 'image/png' }))
        .statusCode,
    ).toBe(200);
    const firstFront = (await storedOf(alice.userId)).documents.find((d) => d.kind === 'nrc_front');

    // A new front replaces the old one: still one record and one stored object per kind.
    const again = await uploadPhoto(
      t,
      alice.token,
      'nrc_front',
      await cameraJpeg({ width: 800, height: 600 }),
    );
    expect(again.statusCode).toBe(200);
    const stored = await storedOf(alice.userId);
    expect(stored.documents).toHaveLength(3);
    expect(stored.blobs).toHaveLength(3);
    const newFront = stored.documents.find((d) => d.kind === 'nrc_front');
    expect(newFront?.storageKey).not.toBe(firstFront?.storageKey);
    expect(newFront).toMatchObject({ width: 800, height: 600 });

    const submitted = await call(t, alice.token, 'POST', '/api/kyc/submit');
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().message).toBe('Thank you. We will check your documents within one working day.');
    expect(submitted.json().data).toMatchObject({ status: 'submitted', submittedAt: expect.any(String) });
    expect(submitted.json().data.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'nrc_back',
      'nrc_front',
      'selfie',
    ]);

    const locked = await uploadPhoto(t, alice.token, 'selfie', await smallPng());
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('KYC_LOCKED');
    expect((await call(t, alice.token, 'POST', '/api/kyc/submit')).json().error.code).toBe('KYC_LOCKED');
  });

  it('streams the borrower their own photo as a metadata-free JPEG, never cached', async () => {
    const alice = await verifiedBorrower(t);
    await uploadPhoto(t, alice.token, 'selfie', await cameraJpeg());
    const res = await call(t, alice.token, 'GET', '/api/kyc/documents/selfie');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(res.rawPayload.toString('latin1')).not.toContain('KwachaPhone');

    const none = await call(t, alice.token, 'GET', '/api/kyc/documents/nrc_back');
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toEqual({ code: 'KYC_DOCUMENT_NOT_FOUND', message: 'Photo not found.' });
  });

  it("keeps each borrower to their own: another borrower's photo is simply not theirs", async () => {
    const alice = await verifiedBorrower(t);
    const bob = await verifiedBorrower(t);
    await uploadPhoto(t, alice.token, 'nrc_front', await cameraJpeg());
    // Bob asks for the same kind: he has none, so 404, and there is no route naming another user.
    expect((await call(t, bob.token, 'GET', '/api/kyc/documents/nrc_front')).statusCode).toBe(404);
    expect((await call(t, bob.token, 'GET', '/api/kyc')).json().data.documents).toEqual([]);
    // Staff have no identity check of their own, and borrowers cannot reach the staff routes.
    const admin = await signedInStaff(t, 'admin');
    expect((await call(t, admin.token, 'GET', '/api/kyc')).statusCode).toBe(403);
    expect((await call(t, bob.token, 'GET', `/api/admin/kyc/${alice.userId}`)).statusCode).toBe(403);
    expect(
      (await call(t, bob.token, 'GET', `/api/admin/kyc/${alice.userId}/documents/nrc_front`)).statusCode,
    ).toBe(403);
    expect((await call(t, undefined, 'GET', '/api/kyc')).statusCode).toBe(401);
  });

  it.each([
    [
      'a text file renamed .jpg',
      () => Promise.resolve(textFile()),
      'KYC_FILE_NOT_IMAGE',
      'That file is not a photo. Upload a JPEG, PNG or WebP image.',
    ],
    [
      'a file over 8 MB',
      hugeJpeg,
      'KYC_FILE_TOO_LARGE',
      'That photo is larger than 8 MB. Take it again at a lower resolution.',
    ],
    [
      'a decompression bomb',
      () => Promise.resolve(decompressionBombPng()),
      'KYC_IMAGE_TOO_LARGE',
      'That photo has too many pixels. Take it again at a lower resolution.',
    ],
    [
      'a JPEG that is also a ZIP',
      jpegZipPolyglot,
      'KYC_FILE_NOT_IMAGE',
      'That file is not a photo. Upload a JPEG, PNG or WebP image.',
    ],
    [
      'a JPEG that is also an HTML page',
      jpegHtmlPolyglot,
      'KYC_FILE_NOT_IMAGE',
      'That file is not a photo. Upload a JPEG, PNG or WebP image.',
    ],
  ])('refuses %s with its message and stores nothing', async (_name, make, code, message) => {
    const alice = await verifiedBorrower(t);
    const res = await uploadPhoto(t, alice.token, 'nrc_front', await make(), { filename: 'nrc.jpg' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code, message } });
    expect(await storedOf(alice.userId)).toEqual({ documents: [], blobs: [] });
    const [check] = await t.ctx.db.select().from(kycChecks).where(eq(kycChecks.userId, alice.userId));
    expect(check?.status ?? 'not_started').toBe('not_started');
  });

  it('answers a broken form with a 400 and a message, never a 413 or a 500', async () => {
    const alice = await verifiedBorrower(t);
    const wrongField = await uploadPhoto(t, alice.token, 'selfie', await smallPng(), { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.message).toBe('Upload one photo at a time in the field "file".');

    const json = await call(t, alice.token, 'PUT', '/api/kyc/documents/selfie', { file: 'abc' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Choose a photo to upload.');

    const badKind = await uploadPhoto(t, alice.token, 'passport', await smallPng());
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().error.code).toBe('VALIDATION_ERROR');
  });
});
