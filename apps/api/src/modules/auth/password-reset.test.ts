import { emailMessages } from '@kwacha/db';
import { STAFF_PASSWORD_MESSAGE } from '@kwacha/shared/auth/password-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, register, signedInStaff, tokenFromEmail } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const FORGOT_MESSAGE =
  'If an account exists for that email address, we have sent a link to reset the password. Please check your inbox.';

describe('forgot and reset password', () => {
  let t: TestApp;
  let clock = new Date('2026-11-21T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password: string, password2 = password) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { password, password2 },
    });
  const login = (emailOrUsername: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrUsername, password } });

  it('answers the same for a known and an unknown address, and e-mails only the known one', async () => {
    const b = await register(t);
    const known = await forgot(b.email.toUpperCase());
    const unknown = await forgot('no-such-person@example.zm');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, msg: FORGOT_MESSAGE, data: null });
    }
    const sentToUnknown = await t.ctx.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, 'no-such-person@example.zm'));
    expect(sentToUnknown).toHaveLength(0);
    const link = (await tokenFromEmail(t, b.email, 'password-reset')).length;
    expect(link).toBeGreaterThanOrEqual(43);
  });

  it('asks for the e-mail with the SPEC message', async () => {
    const res = await forgot('');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].message).toBe('Please enter your email address.');
  });

  it('sets the new password, ends every session, and the old password stops working', async () => {
    const b = await register(t);
    const sessionA = await loginToken(t, b.email, b.password);
    const sessionB = await loginToken(t, b.email, b.password);
    await forgot(b.email);
    const token = await tokenFromEmail(t, b.email, 'password-reset');
    const res = await reset(token, 'Chilenje-Sunrise-88');
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Your password has been reset. You can now log in with your new password.');
    for (const s of [sessionA, sessionB]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-auth-token': s } });
      expect(me.statusCode).toBe(401);
    }
    expect((await login(b.email, b.password)).statusCode).toBe(401);
    expect((await login(b.email, 'Chilenje-Sunrise-88')).statusCode).toBe(200);
  });

  it('refuses a reused link and a link older than one hour', async () => {
    const b = await register(t);
    await forgot(b.email);
    const token = await tokenFromEmail(t, b.email, 'password-reset');
    expect((await reset(token, 'Mansa-River-2031')).statusCode).toBe(200);
    const reused = await reset(token, 'Another-River-2032');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      error: { code: 'INVALID_TOKEN' },
      msg: 'This password reset link is invalid or has expired. Please request a new one.',
    });

    await forgot(b.email);
    const late = await tokenFromEmail(t, b.email, 'password-reset');
    clock = new Date(clock.getTime() + 60 * 60 * 1000 + 1000);
    try {
      expect((await reset(late, 'Mansa-River-2033')).statusCode).toBe(400);
    } finally {
      clock = new Date('2026-11-21T08:00:00Z');
    }
  });

  it('applies the SPEC reset rules: matching, at least 6 characters, not a common password', async () => {
    const b = await register(t);
    await forgot(b.email);
    const token = await tokenFromEmail(t, b.email, 'password-reset');
    const mismatch = await reset(token, 'Lusaka-Dawn-1', 'Lusaka-Dawn-2');
    expect(mismatch.json().error.details).toContainEqual(
      expect.objectContaining({ field: 'password2', message: 'Passwords do not match' }),
    );
    const short = await reset(token, 'abc12');
    expect(short.json().error.details).toContainEqual(
      expect.objectContaining({ field: 'password', message: 'Password must be at least 6 characters long.' }),
    );
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().error.details[0].message).toContain('too common');
    // None of the refusals used up the link.
    expect((await reset(token, 'Kafue-Flats-77')).statusCode).toBe(200);
  });

  it('holds a staff account to 12 characters and no common password; a borrower keeps six', async () => {
    for (const role of ['admin', 'superuser'] as const) {
      const staff = await signedInStaff(t, role);
      await forgot(staff.email);
      const token = await tokenFromEmail(t, staff.email, 'password-reset');
      // Six lowercase letters, eleven characters, and a twelve-character common password.
      for (const weak of ['kzwqpt', 'Kafue-Flats', 'Password123!']) {
        const refused = await reset(token, weak);
        expect(refused.statusCode, weak).toBe(400);
        expect(refused.json()).toMatchObject({
          message: STAFF_PASSWORD_MESSAGE,
          error: {
            code: 'VALIDATION_ERROR',
            details: [{ field: 'password', message: STAFF_PASSWORD_MESSAGE }],
          },
        });
      }
      // The refusals did not use the link up; the old password works until the reset.
      expect((await login(staff.email, staff.password)).statusCode).toBe(200);
      expect((await reset(token, 'Kafue-Flats-77')).statusCode).toBe(200);
      expect((await login(staff.email, 'Kafue-Flats-77')).statusCode).toBe(200);
    }

    const borrower = await register(t);
    await forgot(borrower.email);
    const token = await tokenFromEmail(t, borrower.email, 'password-reset');
    expect((await reset(token, 'kzwqpt')).statusCode).toBe(200);
    expect((await login(borrower.email, 'kzwqpt')).statusCode).toBe(200);
  });
});
