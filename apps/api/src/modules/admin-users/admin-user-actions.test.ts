import { auditEvents, emailMessages } from '@kwacha/db';
import { STAFF_PASSWORD_MESSAGE } from '@kwacha/shared/auth/password-rules';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, register, signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findUserByEmail } from '../users/users.repository';
import { callAs } from './testing/admin-user-calls';

let t: TestApp;
let superuser: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  superuser = await signedInStaff(t, 'superuser');
});
afterAll(() => t.close());

const act = (method: 'POST' | 'PUT', userId: string, action: string, payload?: object) =>
  callAs(t, superuser.token, method, `/api/admin/users/${userId}/${action}`, payload);

const login = (emailOrUsername: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrUsername, password } });

const me = (token: string) => callAs(t, token, 'GET', '/api/auth/me');

async function latestAudit(userId: string) {
  const [row] = await t.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, userId)))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row;
}

const verificationEmailsTo = async (email: string) =>
  (
    await t.ctx.db
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, email), eq(emailMessages.template, 'verify-email')))
  ).length;

describe('PUT /api/admin/users/:id/role', () => {
  it('makes a borrower staff only with a new staff password: old password and sessions end, a link is sent', async () => {
    const borrower = await verifiedBorrower(t);
    const res = await act('PUT', borrower.userId, 'role', { role: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Role changed to Admin. Their old password no longer works: we have e-mailed ${borrower.email} a link to choose a staff password.`,
      data: { id: borrower.userId, role: 'admin', status: 'active' },
    });
    expect(await latestAudit(borrower.userId)).toMatchObject({
      actorId: superuser.id,
      action: 'user.role_changed',
      before: { role: 'user' },
      after: { role: 'admin', passwordSetBy: 'e-mailed link', sessionsEnded: 1 },
    });
    // The password chosen under the borrower rules, and the session made with it, no longer work.
    expect((await me(borrower.token)).statusCode).toBe(401);
    expect((await login(borrower.email, borrower.password)).statusCode).toBe(401);

    const email = await latestEmail(t, borrower.email, 'staff-invitation');
    expect(email).toMatchObject({ subject: 'Your Kwacha Loans staff account', priority: 'security' });
    expect(email.textBody).toContain('Your Kwacha Loans account is now an admin account.');
    expect(email.textBody).toContain(STAFF_PASSWORD_MESSAGE);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(email.textBody)?.[1] ?? '';
    const choose = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth/reset-password/${token}`,
        payload: { password, password2: password },
      });
    expect((await choose('kzwqpt')).json().message).toBe(STAFF_PASSWORD_MESSAGE);
    expect((await choose('Mpika-Hills-2031')).statusCode).toBe(200);
    const signedIn = await login(borrower.email, 'Mpika-Hills-2031');
    expect(signedIn.json().data.user.role).toBe('admin');
    const list = await callAs(t, signedIn.json().data.token, 'GET', '/api/loan-applications/admin');
    expect(list.statusCode).toBe(200);
  });

  it('changes a staff role without touching the password or the sessions', async () => {
    const admin = await signedInStaff(t, 'admin');
    const res = await act('PUT', admin.id, 'role', { role: 'superuser' });
    expect(res.json()).toMatchObject({ message: 'Role changed to Superuser.', data: { role: 'superuser' } });
    expect(await latestAudit(admin.id)).toMatchObject({
      before: { role: 'admin' },
      after: { role: 'superuser' },
    });
    expect((await me(admin.token)).statusCode).toBe(200);
    const demoted = await act('PUT', admin.id, 'role', { role: 'user' });
    expect(demoted.json().message).toBe('Role changed to Borrower.');
    expect((await login(admin.email, admin.password)).statusCode).toBe(200);
  });

  it('refuses the same role (409), an unknown role (400) and an unknown account (404)', async () => {
    const borrower = await verifiedBorrower(t);
    const same = await act('PUT', borrower.userId, 'role', { role: 'user' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('This account already has that role.');
    const bad = await act('PUT', borrower.userId, 'role', { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toContainEqual(
      expect.objectContaining({ field: 'role', message: 'Choose user, admin or superuser.' }),
    );
    const extra = await act('PUT', borrower.userId, 'role', { role: 'admin', isActive: false });
    expect(extra.statusCode).toBe(400);
    const unknown = await act('PUT', '3f2a9c1e-41aa-4c55-9e0b-1234567890ab', 'role', { role: 'admin' });
    expect(unknown.statusCode).toBe(404);
    expect((await act('PUT', 'nope', 'role', { role: 'admin' })).statusCode).toBe(404);
  });
});

describe('deactivate and reactivate', () => {
  it('ends a valid session at once, blocks login with its message, and reactivation restores login', async () => {
    const borrower = await verifiedBorrower(t);
    expect((await me(borrower.token)).statusCode).toBe(200);

    const res = await act('POST', borrower.userId, 'deactivate');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Account deactivated. Every session of this account has ended.',
      data: { status: 'deactivated' },
    });
    expect((await me(borrower.token)).statusCode).toBe(401);
    const refused = await login(borrower.email, borrower.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account has been deactivated. Please contact support.');
    expect(await latestAudit(borrower.userId)).toMatchObject({
      action: 'user.deactivated',
      before: { status: 'active' },
      after: { status: 'deactivated', sessionsEnded: 1 },
    });
    const again = await act('POST', borrower.userId, 'deactivate');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This account is already deactivated.');

    const back = await act('POST', borrower.userId, 'reactivate');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      message: 'Account reactivated. The user can log in again.',
      data: { status: 'active' },
    });
    // The old session stays ended; a new login works.
    expect((await me(borrower.token)).statusCode).toBe(401);
    expect((await login(borrower.email, borrower.password)).statusCode).toBe(200);
    expect(await latestAudit(borrower.userId)).toMatchObject({ action: 'user.reactivated' });
    expect((await act('POST', borrower.userId, 'reactivate')).json().message).toBe(
      'This account is already active.',
    );
  });
});

describe('POST /api/admin/users/:id/resend-verification', () => {
  it('queues the verification e-mail for an unverified account, within the per-account limit', async () => {
    const payload = await register(t);
    const user = await findUserByEmail(t.ctx.db, payload.email);
    if (!user) throw new Error('registered user missing');
    const before = await verificationEmailsTo(payload.email);

    const res = await act('POST', user.id, 'resend-verification');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`A new verification email has been sent to ${payload.email}.`);
    expect(await verificationEmailsTo(payload.email)).toBe(before + 1);
    const record = await latestAudit(user.id);
    expect(record).toMatchObject({ action: 'user.verification_resent', after: { email: payload.email } });
    expect(JSON.stringify(record)).not.toContain('token=');

    // Three an hour per account, the borrower's own requests and staff's together.
    expect((await act('POST', user.id, 'resend-verification')).statusCode).toBe(200);
    expect((await act('POST', user.id, 'resend-verification')).statusCode).toBe(200);
    const limited = await act('POST', user.id, 'resend-verification');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many verification emails requested\. Please wait /);
    expect(await verificationEmailsTo(payload.email)).toBe(before + 3);
  });

  it('refuses a verified account and a deactivated one (409)', async () => {
    const borrower = await verifiedBorrower(t);
    const verified = await act('POST', borrower.userId, 'resend-verification');
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe("This account's email address is already verified.");

    const payload = await register(t);
    const user = await findUserByEmail(t.ctx.db, payload.email);
    await act('POST', user?.id ?? '', 'deactivate');
    const gone = await act('POST', user?.id ?? '', 'resend-verification');
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(
      'This account is deactivated. Reactivate it before sending a verification email.',
    );
  });
});

describe('POST /api/admin/users/:id/unlock-login', () => {
  it('lets a throttled account log in again at once, and audits it', async () => {
    const borrower = await verifiedBorrower(t);
    for (let i = 0; i < 5; i++) expect((await login(borrower.email, 'Wrong-Guess-1!')).statusCode).toBe(401);
    const throttled = await login(borrower.email, borrower.password);
    expect(throttled.statusCode).toBe(429);

    const res = await act('POST', borrower.userId, 'unlock-login');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Login unlocked. The user can try to log in again now.');
    expect((await login(borrower.email, borrower.password)).statusCode).toBe(200);
    expect(await latestAudit(borrower.userId)).toMatchObject({
      actorId: superuser.id,
      action: 'user.login_unlocked',
    });
  });

  it('answers 404 for an unknown account', async () => {
    const res = await act('POST', '3f2a9c1e-41aa-4c55-9e0b-1234567890ab', 'unlock-login');
    expect(res.statusCode).toBe(404);
  });
});
