import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, tokenFromEmail, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A shared phone or an internet café's proxy must never keep a session token or a borrower's data.
describe('Cache-Control on auth and signed-in answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is no-store on login, me, verify, forgot and reset, success or failure', async () => {
    const borrower = await verifiedBorrower(t);
    const pending = await register(t);
    const verifyToken = await tokenFromEmail(t, pending.email, 'verify-email');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: borrower.email },
    });
    const resetToken = await tokenFromEmail(t, borrower.email, 'password-reset');

    const answers = {
      login: await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrUsername: borrower.email, password: borrower.password },
      }),
      badLogin: await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrUsername: borrower.email, password: 'Wrong-Password-1!' },
      }),
      me: await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { 'x-auth-token': borrower.token },
      }),
      verify: await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${verifyToken}` }),
      myLoans: await t.app.inject({
        method: 'GET',
        url: '/api/loan-applications/my-loans',
        headers: { 'x-auth-token': borrower.token },
      }),
      // Last: a reset ends every session of the account.
      reset: await t.app.inject({
        method: 'POST',
        url: `/api/auth/reset-password/${resetToken}`,
        payload: { password: 'Brand-New-Pass-9!', password2: 'Brand-New-Pass-9!' },
      }),
    };
    expect(answers.login.statusCode).toBe(200);
    expect(answers.badLogin.statusCode).toBe(401);
    expect(answers.me.statusCode).toBe(200);
    expect(answers.verify.statusCode).toBe(200);
    expect(answers.reset.statusCode).toBe(200);
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });
});
