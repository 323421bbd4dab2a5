import { auditEvents } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { appCode, enrolAuthenticator } from './testing/authenticator';

// Signing in with an authenticator app, and superusers held to it (docs/product.md §15.8, decision 057).
describe('staff sign-in with an authenticator app', () => {
  let t: TestApp;
  let clock = new Date('2026-12-03T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { staffTotpRequired: true } });
  });
  afterAll(() => t.close());
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  const login = (emailOrUsername: string, password: string, remoteAddress = '203.0.113.10') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername, password },
      remoteAddress,
    });
  const secondStep = (challengeToken: string, code: string, remoteAddress = '203.0.113.10') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/totp',
      payload: { challengeToken, code },
      remoteAddress,
    });
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
  const challengeFor = async (staff: { email: string; password: string }) => {
    const res = await login(staff.email, staff.password);
    expect(res.statusCode).toBe(200);
    return res.json().data.challengeToken as string;
  };

  it('asks for a code after the password, and gives the session for a right one', async () => {
    const admin = await signedInStaff(t, 'admin');
    const { secret } = await enrolAuthenticator(t, admin.token, clock);
    later(30_000);

    const first = await login(admin.email, admin.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Enter the code from your authenticator app.',
      data: { totpRequired: true, expiresInSeconds: 300 },
    });
    expect(first.json().data).not.toHaveProperty('token');

    const res = await secondStep(first.json().data.challengeToken, appCode(secret, clock));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Login successful!', data: { user: { role: 'admin' } } });
    expect((await get('/api/auth/me', res.json().data.token)).statusCode).toBe(200);
    expect((await get('/api/staff/totp', res.json().data.token)).json().data.sessionVerified).toBe(true);
    expect(t.logs.join('')).toContain('"authEvent":"staff_totp.signed_in"');
  });

  it('refuses a wrong code, a code used before, and a challenge used or expired', async () => {
    const admin = await signedInStaff(t, 'admin');
    const { secret } = await enrolAuthenticator(t, admin.token, clock);
    later(30_000);

    const wrong = await secondStep(await challengeFor(admin), '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'INVALID_TOTP_CODE' } });

    const code = appCode(secret, clock);
    const challenge = await challengeFor(admin);
    expect((await secondStep(challenge, code)).statusCode).toBe(200);
    // The same code again, even with a new challenge and within its 30 seconds: refused.
    const replay = await secondStep(await challengeFor(admin), code);
    expect(replay.json().error.code).toBe('INVALID_TOTP_CODE');
    // A challenge gives one session.
    later(30_000);
    const reused = await secondStep(challenge, appCode(secret, clock));
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({
      message: 'This sign-in has expired. Enter your email and password again.',
      error: { code: 'TOTP_CHALLENGE_EXPIRED' },
    });
    // And it lasts five minutes.
    later(30_000);
    const old = await challengeFor(admin);
    later(5 * 60_000 + 1000);
    expect((await secondStep(old, appCode(secret, clock))).json().error.code).toBe('TOTP_CHALLENGE_EXPIRED');
    expect((await secondStep('not-a-challenge-at-all-0123456789', '123456')).statusCode).toBe(401);

    const refused = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, admin.id));
    expect(refused.filter((e) => e.action === 'staff_totp.code_refused').length).toBeGreaterThanOrEqual(2);
    expect(t.logs.join('')).toContain('"authEvent":"staff_totp.code_refused"');
  });

  it('takes a code from one step either side of now, not two', async () => {
    const admin = await signedInStaff(t, 'admin');
    const { secret } = await enrolAuthenticator(t, admin.token, clock);
    later(5 * 60_000);
    expect(
      (await secondStep(await challengeFor(admin), appCode(secret, new Date(clock.getTime() - 60_000))))
        .statusCode,
    ).toBe(400);
    expect(
      (await secondStep(await challengeFor(admin), appCode(secret, new Date(clock.getTime() + 30_000))))
        .statusCode,
    ).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const admin = await signedInStaff(t, 'admin');
    const { recoveryCodes } = await enrolAuthenticator(t, admin.token, clock);
    const [recovery = ''] = recoveryCodes;
    const used = await secondStep(await challengeFor(admin), recovery.toUpperCase());
    expect(used.statusCode).toBe(200);
    expect((await get('/api/staff/totp', used.json().data.token)).json().data.recoveryCodesLeft).toBe(7);
    const again = await secondStep(await challengeFor(admin), recovery);
    expect(again.json().error.code).toBe('INVALID_TOTP_CODE');
    const actions = (await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, admin.id))).map(
      (e) => e.action,
    );
    expect(actions).toContain('staff_totp.recovery_code_used');
    expect(t.logs.join('')).not.toContain(recovery);
  });

  it('locks the address out after 5 wrong codes, like passwords', async () => {
    const admin = await signedInStaff(t, 'admin');
    await enrolAuthenticator(t, admin.token, clock);
    const challenge = await challengeFor(admin);
    for (let i = 0; i < 5; i++)
      expect((await secondStep(challenge, '111111', '198.51.100.7')).statusCode).toBe(400);
    const locked = await secondStep(challenge, '111111', '198.51.100.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
  });

  it('holds a superuser without an app to setting one up, then lets the same session through', async () => {
    const superuser = await signedInStaff(t, 'superuser');
    const refused = await get('/api/admin/users', superuser.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Set up an authenticator app and sign in with its code before using the back office.',
      error: { code: 'TOTP_REQUIRED' },
    });
    expect((await get('/api/loan-applications/admin', superuser.token)).json().error.code).toBe(
      'TOTP_REQUIRED',
    );
    expect((await get('/api/staff/totp', superuser.token)).json().data).toMatchObject({
      enabled: false,
      required: true,
      sessionVerified: false,
    });

    const { secret } = await enrolAuthenticator(t, superuser.token, clock);
    expect((await get('/api/admin/users', superuser.token)).statusCode).toBe(200);

    // A superuser cannot turn it off.
    later(30_000);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/staff/totp/disable',
      headers: { 'x-auth-token': superuser.token },
      payload: { password: superuser.password, code: appCode(secret, clock) },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().error.code).toBe('TOTP_KEPT_FOR_SUPERUSER');
  });

  it('lets a superuser through without an app when STAFF_TOTP_REQUIRED is off', async () => {
    const superuser = await signedInStaff(t, 'superuser');
    t.ctx.config.staffTotpRequired = false;
    try {
      expect((await get('/api/admin/users', superuser.token)).statusCode).toBe(200);
      expect((await get('/api/staff/totp', superuser.token)).json().data.required).toBe(false);
    } finally {
      t.ctx.config.staffTotpRequired = true;
    }
  });

  it("leaves the borrower's login as SPEC has it", async () => {
    const borrower = await verifiedBorrower(t);
    const res = await login(borrower.email, borrower.password, '203.0.113.99');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Login successful!');
    expect(Object.keys(res.json().data).sort()).toEqual(['token', 'user']);
    // A borrower's session is not held to an app anywhere.
    expect((await get('/api/auth/me', res.json().data.token)).statusCode).toBe(200);
  });
});
