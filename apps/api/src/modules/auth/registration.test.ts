import { users } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, registrationPayload } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

  it('creates an unverified borrower, derives a username and e-mails a verification link', async () => {
    const payload = registrationPayload({ email: 'Chanda.Mulenga@Example.ZM', phoneNumber: '0977 123 456' });
    const res = await post(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Registration successful! Please check your email to verify your account.',
      msg: 'Registration successful! Please check your email to verify your account.',
      data: { email: 'chanda.mulenga@example.zm' },
    });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, 'chanda.mulenga@example.zm'));
    expect(user).toMatchObject({
      username: 'chanda.mulenga',
      role: 'user',
      isEmailVerified: false,
      phoneNumber: '+260977123456',
      country: 'Zambia',
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const email = await latestEmail(t, 'chanda.mulenga@example.zm', 'verify-email');
    expect(email.subject).toBe('Verify your email address');
    expect(email.textBody).toContain('http://app.test/verify-email?token=');
    expect(email.htmlBody).toContain('href="http://app.test/verify-email?token=');
  });

  it('defaults the country to Zambia', async () => {
    const { country: _ignored, ...payload } = registrationPayload();
    expect((await post(payload)).statusCode).toBe(201);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, payload.email));
    expect(user?.country).toBe('Zambia');
  });

  it('refuses a duplicate e-mail (any case), phone or NRC with 409 and a clear message', async () => {
    const first = registrationPayload();
    expect((await post(first)).statusCode).toBe(201);

    const sameEmail = await post(registrationPayload({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      success: false,
      message: 'An account with this email address already exists.',
      error: { code: 'DUPLICATE_ACCOUNT', details: [{ field: 'email' }] },
    });

    const samePhone = await post(
      registrationPayload({ phoneNumber: first.phoneNumber.replace('+260', '0') }),
    );
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().message).toBe('An account with this phone number already exists.');

    const sameNrc = await post(registrationPayload({ nrcNumber: first.nrcNumber }));
    expect(sameNrc.statusCode).toBe(409);
    expect(sameNrc.json().message).toBe('An account with this NRC number already exists.');
  });

  it('makes usernames unique when two e-mails share a local part', async () => {
    await post(registrationPayload({ email: 'kabwe@example.zm' }));
    await post(registrationPayload({ email: 'kabwe@other.zm' }));
    const rows = await t.ctx.db.select({ username: users.username }).from(users);
    const names = rows.map((r) => r.username).filter((n) => n.startsWith('kabwe'));
    expect(new Set(names).size).toBe(2);
  });

  it.each([
    ['nrcNumber', { nrcNumber: '12345/78/1' }, 'Enter your NRC number in the form 123456/78/1.'],
    [
      'phoneNumber',
      { phoneNumber: '+260211123456' },
      'Enter a Zambian mobile number such as +260978123456 or 0978123456.',
    ],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['dateOfBirth', { dateOfBirth: '1990-02-30' }, 'Enter your date of birth.'],
    [
      'password',
      { password: 'alllowercase1!' },
      'Please ensure your password meets all the security requirements.',
    ],
    ['firstName', { firstName: '   ' }, 'First name is required.'],
  ])('refuses a bad %s with VALIDATION_ERROR naming that field', async (field, override, message) => {
    const res = await post(registrationPayload(override));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details).toContainEqual({ field, msg: message, message });
  });

  it('refuses an applicant under 18 today in Lusaka', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lusaka' }).format(new Date());
    const [y, m, d] = today.split('-');
    const seventeen = `${Number(y) - 18}-${m}-${String(Number(d) + 1).padStart(2, '0')}`;
    const exactly18 = `${Number(y) - 18}-${m}-${d}`;
    if (Number(d) < 28) {
      const res = await post(registrationPayload({ dateOfBirth: seventeen }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toContainEqual({
        field: 'dateOfBirth',
        msg: 'You must be at least 18 years old to register.',
        message: 'You must be at least 18 years old to register.',
      });
    }
    expect((await post(registrationPayload({ dateOfBirth: exactly18 }))).statusCode).toBe(201);
  });

  it('refuses a common breached password even when it meets the rules', async () => {
    const res = await post(registrationPayload({ password: 'Password1!' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual(
      expect.objectContaining({ field: 'password', message: expect.stringContaining('too common') }),
    );
  });

  it('reports every missing field at once, one detail per field', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .error.details.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(
      [
        'addressLine1',
        'city',
        'dateOfBirth',
        'email',
        'firstName',
        'lastName',
        'nrcNumber',
        'password',
        'phoneNumber',
        'province',
      ].sort(),
    );
  });

  it('refuses fields it does not know, such as role', async () => {
    const res = await post({ ...registrationPayload(), role: 'superuser' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});
