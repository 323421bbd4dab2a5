import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, loginToken, register, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { callAs } from './testing/admin-user-calls';

let t: TestApp;
let superuser: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  superuser = await signedInStaff(t, 'superuser');
});
afterAll(() => t.close());

const page = async (id: string) => {
  const res = await callAs(t, superuser.token, 'GET', `/api/admin/users/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /api/admin/users/:id', () => {
  it("shows a borrower's profile with the NRC, their loans and their live sessions, never a secret", async () => {
    const { borrower, loanId } = await borrowerWithApplication(t, { firstName: 'Natasha', lastName: 'Zulu' });
    // A second session, then one that ends: only the two live ones are listed.
    await loginToken(t, borrower.email, borrower.password);
    const ended = await loginToken(t, borrower.email, borrower.password);
    await callAs(t, ended, 'POST', '/api/auth/logout');

    const data = await page(borrower.userId);
    expect(data.profile).toMatchObject({
      id: borrower.userId,
      displayName: 'Natasha Zulu',
      email: borrower.email,
      phoneNumber: borrower.phoneNumber,
      nrcNumber: borrower.nrcNumber,
      dateOfBirth: borrower.dateOfBirth,
      city: 'Lusaka',
      role: 'user',
      status: 'active',
      isEmailVerified: true,
    });
    expect(data.loans).toEqual([
      {
        id: loanId,
        productName: expect.any(String),
        amount: 1000,
        status: 'pending',
        applicationDate: expect.any(String),
      },
    ]);
    expect(data.loanCount).toBe(1);
    // The verification link signed the borrower in once, then two logins; one of those ended.
    expect(data.sessions).toHaveLength(2);
    for (const session of data.sessions) {
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'lastSeenAt']);
    }
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/argon2|passwordHash|tokenHash|token_hash/);
  });

  it('lists what was done to the account and, for staff, what they did, newest first', async () => {
    const admin = await signedInStaff(t, 'admin');
    const payload = await register(t, { firstName: 'Audit', lastName: 'Subject' });
    const subject = (
      await callAs(t, superuser.token, 'GET', `/api/admin/users?q=${encodeURIComponent(payload.email)}`)
    ).json().data.items[0];
    await callAs(t, superuser.token, 'POST', `/api/admin/users/${subject.id}/deactivate`);
    await callAs(t, superuser.token, 'POST', `/api/admin/users/${subject.id}/reactivate`);
    await callAs(t, superuser.token, 'PUT', `/api/admin/users/${admin.id}/role`, { role: 'superuser' });

    const about = await page(subject.id);
    expect(about.auditEvents.map((e: { action: string }) => e.action)).toEqual([
      'user.reactivated',
      'user.deactivated',
    ]);
    expect(about.auditEvents[0]).toMatchObject({
      actor: 'Sam Mulenga',
      entityType: 'user',
      entityId: subject.id,
      before: { status: 'deactivated' },
      after: { status: 'active' },
    });
    expect(about.staffActions).toEqual([]);

    const actor = await page(superuser.id);
    expect(
      actor.staffActions.slice(0, 3).map((e: { action: string; entityId: string }) => [e.action, e.entityId]),
    ).toEqual([
      ['user.role_changed', admin.id],
      ['user.reactivated', subject.id],
      ['user.deactivated', subject.id],
    ]);
    const promoted = await page(admin.id);
    expect(promoted.profile.role).toBe('superuser');
    expect(promoted.auditEvents[0]).toMatchObject({
      before: { role: 'admin' },
      after: { role: 'superuser' },
    });
  });

  it('answers 404 for an unknown id and for something that is not an id', async () => {
    for (const id of ['3f2a9c1e-41aa-4c55-9e0b-1234567890ab', 'not-an-id', '1%27%20or%201=1']) {
      const res = await callAs(t, superuser.token, 'GET', `/api/admin/users/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('User not found.');
    }
  });

  it('refuses admins (403) and borrowers (403) and strangers (401)', async () => {
    const admin = await signedInStaff(t, 'admin');
    const { borrower } = await borrowerWithApplication(t);
    const url = `/api/admin/users/${borrower.userId}`;
    expect((await callAs(t, admin.token, 'GET', url)).statusCode).toBe(403);
    expect((await callAs(t, borrower.token, 'GET', url)).statusCode).toBe(403);
    expect((await callAs(t, undefined, 'GET', url)).statusCode).toBe(401);
  });
});
