import { auditEvents, complaintAttachments, complaints } from '@kwacha/db';
import { ATTACHMENT_MAX_BYTES } from '@kwacha/shared/complaints/complaints';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  borrowerWithApplication,
  loginToken,
  register,
  signedInStaff,
  verifiedBorrower,
} from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DESCRIPTION, multipartBody, postComplaint, staffCall, TINY_PNG } from './testing/complaint-requests';

describe('complaints: who may do what, and what is refused', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const countOf = async (userId: string) =>
    (await t.ctx.db.select().from(complaints).where(eq(complaints.userId, userId))).length;

  it('keeps each side to its own: 401 without a session, 403 for the wrong role, 404 for another borrower', async () => {
    const alice = await verifiedBorrower(t);
    const bob = await verifiedBorrower(t);
    const admin = await signedInStaff(t, 'admin');
    const { id } = (
      await postComplaint(t, alice.token, { category: 'other', description: DESCRIPTION })
    ).json().data;

    expect(
      (await postComplaint(t, undefined, { category: 'other', description: DESCRIPTION })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/complaints' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/complaints/${id}/attachment` })).statusCode).toBe(
      401,
    );
    for (const [method, url] of [
      ['GET', '/api/admin/complaints'],
      ['GET', `/api/admin/complaints/${id}`],
      ['POST', `/api/admin/complaints/${id}/acknowledge`],
    ] as const) {
      const res = await staffCall(t, alice.token, method, url);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You do not have permission to perform this action.');
    }
    // Staff raise no complaints of their own.
    expect(
      (await postComplaint(t, admin.token, { category: 'other', description: DESCRIPTION })).statusCode,
    ).toBe(403);

    const other = await staffCall(t, bob.token, 'GET', `/api/complaints/${id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Complaint not found.');
    expect((await staffCall(t, bob.token, 'GET', '/api/complaints')).json().data).toEqual([]);
    expect((await staffCall(t, alice.token, 'GET', '/api/complaints')).json().data).toHaveLength(1);
    expect((await staffCall(t, admin.token, 'GET', '/api/admin/complaints/not-an-id')).statusCode).toBe(404);
  });

  it('wants a verified e-mail, like the other borrower pages', async () => {
    const payload = await register(t);
    const token = await loginToken(t, payload.email, payload.password);
    const res = await postComplaint(t, token, { category: 'other', description: DESCRIPTION });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Please verify your email address to continue.');
  });

  it("refuses another borrower's loan or payment with 404 and stores nothing", async () => {
    const { loanId } = await borrowerWithApplication(t);
    const mallory = await verifiedBorrower(t);
    const withLoan = await postComplaint(t, mallory.token, {
      category: 'other',
      description: DESCRIPTION,
      loanId,
    });
    expect(withLoan.statusCode).toBe(404);
    expect(withLoan.json().message).toBe('Loan not found.');
    const withPayment = await postComplaint(t, mallory.token, {
      category: 'other',
      description: DESCRIPTION,
      paymentId: '7d7b5a0e-2f8e-4c52-9a43-0f3c2f5d1a11',
    });
    expect(withPayment.statusCode).toBe(404);
    expect(withPayment.json().message).toBe('Payment not found.');
    expect(await countOf(mallory.userId)).toBe(0);
  });

  it('answers bad input with 400 and the message a person reads', async () => {
    const b = await verifiedBorrower(t);
    const cases: [Record<string, string>, string][] = [
      [{ description: DESCRIPTION }, 'Please choose what your complaint is about.'],
      [{ category: 'loud_music', description: DESCRIPTION }, 'Please choose what your complaint is about.'],
      [{ category: 'other', description: '   ' }, 'Please describe what happened.'],
      [
        { category: 'other', description: 'Too short' },
        'Please describe what happened in 10 to 2000 characters.',
      ],
      [
        { category: 'other', description: 'x'.repeat(2001) },
        'Please describe what happened in 10 to 2000 characters.',
      ],
      [
        { category: 'other', description: `Bad \u0000 bytes in here` },
        'Please remove special control characters from this text.',
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await postComplaint(t, b.token, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const extra = await postComplaint(t, b.token, {
      category: 'other',
      description: DESCRIPTION,
      status: 'resolved',
    });
    expect(extra.statusCode).toBe(400);
    // JSON works too (without a file), and is checked the same way.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: { 'x-auth-token': b.token },
      payload: { category: 'personal_data', description: 'Please delete the old phone number you hold.' },
    });
    expect(json.statusCode).toBe(201);
    expect(await countOf(b.userId)).toBe(1);

    const admin = await signedInStaff(t, 'admin');
    const { id } = json.json().data;
    const emptyResolution = await staffCall(t, admin.token, 'POST', `/api/admin/complaints/${id}/resolve`, {
      resolution: ' ',
    });
    expect(emptyResolution.statusCode).toBe(400);
    expect(emptyResolution.json().message).toBe('Please write the resolution the borrower will read.');
    const emptyNote = await staffCall(t, admin.token, 'POST', `/api/admin/complaints/${id}/notes`, {
      body: '',
    });
    expect(emptyNote.json().message).toBe('Please write a note.');
    const noAssignee = await staffCall(t, admin.token, 'POST', `/api/admin/complaints/${id}/assign`, {});
    expect(noAssignee.statusCode).toBe(400);
  });

  it('keeps a PNG and serves it only to its borrower and staff, never cached', async () => {
    const owner = await verifiedBorrower(t);
    const stranger = await verifiedBorrower(t);
    const admin = await signedInStaff(t, 'admin');
    const res = await postComplaint(t, owner.token, { category: 'other', description: DESCRIPTION }, [
      { filename: 'C:\\Users\\me\\receipt.png', contentType: 'image/png', content: TINY_PNG },
    ]);
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json().data;
    expect((await staffCall(t, owner.token, 'GET', `/api/complaints/${id}`)).json().data.attachment).toEqual({
      filename: 'receipt.png',
      contentType: 'image/png',
      size: TINY_PNG.length,
    });
    for (const who of [owner, admin]) {
      const file = await staffCall(t, who.token, 'GET', `/api/complaints/${id}/attachment`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe('no-store');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${reference}-attachment.png"`);
      expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
    }
    expect((await staffCall(t, stranger.token, 'GET', `/api/complaints/${id}/attachment`)).statusCode).toBe(
      404,
    );
    // Staff opening it is audited; the borrower opening their own is not a staff action.
    const opened = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'complaint.attachment_viewed'), eq(auditEvents.entityId, id)));
    expect(opened.map((e) => ({ actorId: e.actorId, after: e.after }))).toEqual([
      { actorId: admin.id, after: { reference } },
    ]);
  });

  it('refuses a renamed text file, an oversized file and a second file; nothing is stored', async () => {
    const b = await verifiedBorrower(t);
    const fields = { category: 'other', description: DESCRIPTION };
    const renamed = await postComplaint(t, b.token, fields, [
      {
        filename: 'receipt.png',
        contentType: 'image/png',
        content: Buffer.from('just some text, not a picture'),
      },
    ]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('The attachment must be a PNG or JPEG image or a PDF document.');

    const huge = Buffer.concat([TINY_PNG, Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    const oversized = await postComplaint(t, b.token, fields, [
      { filename: 'big.png', contentType: 'image/png', content: huge },
    ]);
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().message).toBe('The attachment must be at most 2 MB.');

    const two = await postComplaint(t, b.token, fields, [
      { filename: 'a.png', contentType: 'image/png', content: TINY_PNG },
      { filename: 'b.png', contentType: 'image/png', content: TINY_PNG },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Please attach at most one file.');

    // A form cut short or not a form at all, or a field the form does not have: 400, never a 500.
    const whole = multipartBody(fields, [{ filename: 'a.png', contentType: 'image/png', content: TINY_PNG }]);
    for (const payload of [whole.payload.subarray(0, whole.payload.length - 40), Buffer.from('garbage')]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/complaints',
        headers: { 'content-type': whole.contentType, 'x-auth-token': b.token },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The form could not be read. Please try again.');
    }
    const proto = await postComplaint(t, b.token, { ...fields, constructor: 'y' });
    expect(proto.statusCode).toBe(400);

    expect(await countOf(b.userId)).toBe(0);
    expect(await t.ctx.db.select({ n: complaintAttachments.size }).from(complaintAttachments)).toHaveLength(
      1,
    );
  });
});
