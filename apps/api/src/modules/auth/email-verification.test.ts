import { userTokens } from '@kwacha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, loginToken, register, tokenFromEmail } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('e-mail verification', () => {
  let t: TestApp;
  let clock = new Date('2026-11-21T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const verify = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });

  it('verifies with the e-mailed link, answers msg and a session token, and sends a welcome e-mail', async () => {
    const b = await register(t);
    const res = await verify(await tokenFromEmail(t, b.email, 'verify-email'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('Email verified successfully! Welcome to Kwacha Loans.');
    expect(body.token).toBe(body.data.token);
    expect(body.data.user.isEmailVerified).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-auth-token': body.token },
    });
    expect(me.json().data.isEmailVerified).toBe(true);
    expect((await latestEmail(t, b.email, 'welcome')).subject).toBe('Welcome to Kwacha Loans');
  });

  it('refuses a reused link', async () => {
    const b = await register(t);
    const token = await tokenFromEmail(t, b.email, 'verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      msg: 'Email verification failed. The link might be expired or invalid.',
      error: { code: 'INVALID_TOKEN' },
    });
  });

  it('refuses a link older than 24 hours', async () => {
    const b = await register(t);
    const token = await tokenFromEmail(t, b.email, 'verify-email');
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1000);
    try {
      expect((await verify(token)).statusCode).toBe(400);
    } finally {
      clock = new Date('2026-11-21T08:00:00Z');
    }
  });

  it('answers a missing or malformed token with the SPEC message', async () => {
    for (const url of ['/api/auth/verify-email', '/api/auth/verify-email?token=%3Cscript%3E']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error.details[0].message).toBe('Verification link is invalid or missing a token.');
      // What the landing page shows: SPEC's text exactly, with no field name in front ("token: …").
      expect(body.msg).toBe('Verification link is invalid or missing a token.');
      expect(body.message).toBe('Verification link is invalid or missing a token.');
    }
  });

  it('resends a link to the signed-in unverified user and the old link stops working', async () => {
    const b = await register(t);
    const oldToken = await tokenFromEmail(t, b.email, 'verify-email');
    const session = await loginToken(t, b.email, b.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification-email',
      headers: { 'x-auth-token': session },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('A new verification email has been sent. Please check your inbox.');
    const newToken = await tokenFromEmail(t, b.email, 'verify-email');
    expect(newToken).not.toBe(oldToken);
    expect((await verify(oldToken)).statusCode).toBe(400);
    expect((await verify(newToken)).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification-email',
      headers: { 'x-auth-token': session },
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your email address is already verified.');
  });

  it('requires a session to resend', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification-email' });
    expect(res.statusCode).toBe(401);
  });

  it('stores link tokens only as hashes', async () => {
    const b = await register(t);
    const token = await tokenFromEmail(t, b.email, 'verify-email');
    const rows = await t.ctx.db.select().from(userTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });
});
