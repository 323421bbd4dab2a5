import { auditEvents, notifications, users } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, signedInStaff, tokenFromEmail, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('data rights: corrections and the staff queue', () => {
  let t: TestApp;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(token !== undefined && { headers: { 'x-auth-token': token } }),
      ...(payload !== undefined && { payload: payload as object }),
    });
  const userRow = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('changing the e-mail needs the password, makes the new address unverified, sends its link and tells the old one', async () => {
    const borrower = await verifiedBorrower(t);
    const other = await verifiedBorrower(t);
    const newEmail = `new.${borrower.email}`;

    const wrong = await send('PUT', '/api/me/email', borrower.token, { email: newEmail, password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The password is not correct.');
    const bad = await send('PUT', '/api/me/email', borrower.token, { email: 'not-an-email', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a valid email address.');
    const same = await send('PUT', '/api/me/email', borrower.token, {
      email: borrower.email,
      password: borrower.password,
    });
    expect(same.json().message).toBe('This is already your e-mail address.');
    const taken = await send('PUT', '/api/me/email', borrower.token, {
      email: other.email.toUpperCase(),
      password: borrower.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This e-mail address is already used by another account.');

    const res = await send('PUT', '/api/me/email', borrower.token, {
      email: newEmail,
      password: borrower.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Your e-mail address was changed. We sent a verification link to the new address; please open it to verify it.',
    );
    expect(res.json().data).toMatchObject({ email: newEmail, isEmailVerified: false });
    expect((await send('GET', '/api/auth/me', borrower.token)).json().data.isEmailVerified).toBe(false);
    expect((await latestEmail(t, borrower.email, 'email-changed')).subject).toBe(
      'Your e-mail address was changed',
    );

    // The usual verification link verifies the new address.
    const link = await tokenFromEmail(t, newEmail, 'verify-email');
    expect((await send('GET', `/api/auth/verify-email?token=${link}`)).statusCode).toBe(200);
    expect((await userRow(borrower.userId))?.isEmailVerified).toBe(true);

    // Logged as a completed correction.
    const mine = (await send('GET', '/api/me/data-rights-requests', borrower.token)).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'correction', status: 'completed', details: { field: 'email' } }),
    ]);
  });

  it('an NRC correction: filed by the borrower, listed for staff, applied once, the borrower told', async () => {
    const borrower = await verifiedBorrower(t);
    const bad = await send('POST', '/api/me/correction-requests', borrower.token, {
      field: 'nrcNumber',
      newValue: '12345',
      reason: 'Typing mistake at registration',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter your NRC number in the form 123456/78/1.');
    const unknownField = await send('POST', '/api/me/correction-requests', borrower.token, {
      field: 'role',
      newValue: 'admin',
      reason: 'I want more rights',
    });
    expect(unknownField.statusCode).toBe(400);

    const filed = await send('POST', '/api/me/correction-requests', borrower.token, {
      field: 'nrcNumber',
      newValue: '987654/32/1',
      reason: 'Typing mistake at registration',
    });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().message).toBe(
      'Your correction request was received. Staff will check it against your NRC and tell you the outcome.',
    );
    const id = filed.json().data.id as string;
    const again = await send('POST', '/api/me/correction-requests', borrower.token, {
      field: 'dateOfBirth',
      newValue: '1991-01-02',
      reason: 'Wrong year',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a correction request waiting for staff.');

    // Roles: a stranger 401, a borrower 403; staff see it first, pending.
    expect((await send('GET', '/api/admin/data-rights-requests')).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/data-rights-requests', borrower.token)).statusCode).toBe(403);
    expect(
      (await send('POST', `/api/admin/data-rights-requests/${id}/complete`, borrower.token, {})).statusCode,
    ).toBe(403);
    const admin = await signedInStaff(t, 'admin');
    const queue = (await send('GET', '/api/admin/data-rights-requests?status=pending', admin.token)).json()
      .data;
    expect(queue[0]).toMatchObject({ status: 'pending' });
    expect(queue.find((r: { id: string }) => r.id === id)).toMatchObject({
      kind: 'correction',
      borrowerName: 'Mwila Banda',
      borrowerEmail: borrower.email,
      details: { field: 'nrcNumber', newValue: '987654/32/1', reason: 'Typing mistake at registration' },
    });

    const done = await send('POST', `/api/admin/data-rights-requests/${id}/complete`, admin.token, {});
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('The correction was applied and the borrower was told.');
    expect(done.json().data).toMatchObject({
      status: 'completed',
      outcome: 'Your NRC number was corrected.',
    });
    expect((await userRow(borrower.userId))?.nrcNumber).toBe('987654/32/1');
    const repeat = await send('POST', `/api/admin/data-rights-requests/${id}/complete`, admin.token, {});
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toBe('This request has already been completed or refused.');

    const bell = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, borrower.userId));
    expect(bell.map((n) => n.message)).toContain('Your NRC number was corrected.');
    expect((await latestEmail(t, borrower.email, 'data-rights-outcome')).textBody).toContain(
      'Your NRC number was corrected.',
    );
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'data_rights_request'), eq(auditEvents.entityId, id)));
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'data_rights.correction_applied',
      after: { status: 'completed', field: 'nrcNumber' },
    });
    expect(JSON.stringify(audit)).not.toContain('987654/32/1');
  });

  it('staff refuse a correction with a reason; the borrower reads it; no reason is a 400', async () => {
    const borrower = await verifiedBorrower(t);
    const filed = await send('POST', '/api/me/correction-requests', borrower.token, {
      field: 'dateOfBirth',
      newValue: '1991-01-02',
      reason: 'My NRC says 1991',
    });
    const id = filed.json().data.id as string;
    const superuser = await signedInStaff(t, 'superuser');
    const noReason = await send('POST', `/api/admin/data-rights-requests/${id}/refuse`, superuser.token, {});
    expect(noReason.statusCode).toBe(400);
    const res = await send('POST', `/api/admin/data-rights-requests/${id}/refuse`, superuser.token, {
      reason: 'The NRC copy you sent shows 1990.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'refused',
      outcome: 'Your request to correct your Date of birth was refused: The NRC copy you sent shows 1990.',
    });
    expect((await userRow(borrower.userId))?.dateOfBirth).toBe('1990-05-17');
    const mine = (await send('GET', '/api/me/data-rights-requests', borrower.token)).json().data;
    expect(mine[0]).toMatchObject({ id, status: 'refused' });
  });

  it('a correction to an NRC another account holds is refused with a 409 and stays pending', async () => {
    const borrower = await verifiedBorrower(t);
    const other = await verifiedBorrower(t);
    const filed = await send('POST', '/api/me/correction-requests', borrower.token, {
      field: 'nrcNumber',
      newValue: other.nrcNumber,
      reason: 'Typing mistake',
    });
    const id = filed.json().data.id as string;
    const admin = await signedInStaff(t, 'admin');
    const res = await send('POST', `/api/admin/data-rights-requests/${id}/complete`, admin.token, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Another account already holds this NRC number; the correction cannot be applied.',
    );
    expect((await userRow(borrower.userId))?.nrcNumber).toBe(borrower.nrcNumber);
    const mine = (await send('GET', '/api/me/data-rights-requests', borrower.token)).json().data;
    expect(mine[0]).toMatchObject({ id, status: 'pending' });
  });

  it('a borrower sees only their own requests; an unknown or malformed id is a 404 for staff', async () => {
    const one = await verifiedBorrower(t);
    const two = await verifiedBorrower(t);
    await send('POST', '/api/me/correction-requests', one.token, {
      field: 'nrcNumber',
      newValue: '111111/11/1',
      reason: 'Typing mistake',
    });
    expect((await send('GET', '/api/me/data-rights-requests', two.token)).json().data).toEqual([]);
    const admin = await signedInStaff(t, 'admin');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await send('POST', `/api/admin/data-rights-requests/${id}/complete`, admin.token, {});
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Request not found.');
    }
  });
});
