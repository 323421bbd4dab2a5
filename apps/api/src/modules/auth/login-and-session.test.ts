import { sessions } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, register, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../sessions/sessions';

describe('login, me, logout and session expiry', () => {
  let t: TestApp;
  let clock = new Date('2026-11-21T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const login = (emailOrUsername: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrUsername, password } });
  const me = (token: string, header: 'x-auth-token' | 'authorization' = 'x-auth-token') =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: header === 'x-auth-token' ? { 'x-auth-token': token } : { authorization: `Bearer ${token}` },
    });

  it('logs in by e-mail or username in any case and returns data.token and data.user', async () => {
    const b = await register(t, {
      email: 'Natasha.Phiri@example.zm',
      firstName: 'Natasha',
      lastName: 'Phiri',
    });
    for (const login_ of [
      'natasha.phiri@example.zm',
      'NATASHA.PHIRI@EXAMPLE.ZM',
      'natasha.phiri',
      'Natasha.Phiri',
    ]) {
      const res = await login(login_, b.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Login successful!', msg: 'Login successful!' });
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.data.user).toMatchObject({
        email: 'natasha.phiri@example.zm',
        username: 'natasha.phiri',
        role: 'user',
        firstName: 'Natasha',
        lastName: 'Phiri',
        isEmailVerified: false,
      });
      expect(body.data.user).not.toHaveProperty('passwordHash');
      expect(body.data.user).not.toHaveProperty('nrcNumber');
    }
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const b = await register(t);
    const wrong = await login(b.email, 'Not-The-Password-9!');
    const unknown = await login('nobody-here@example.zm', 'Not-The-Password-9!');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Invalid email/username or password.',
        error: { code: 'INVALID_CREDENTIALS' },
      });
    }
  });

  it('answers GET /api/auth/me with the SPEC user fields (and the chosen language), by x-auth-token or Bearer', async () => {
    const b = await verifiedBorrower(t, { firstName: 'Bupe' });
    for (const header of ['x-auth-token', 'authorization'] as const) {
      const res = await me(b.token, header);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().data).sort()).toEqual(
        [
          'email',
          'firstName',
          // Beyond SPEC's fields: whether this is the account's first session (docs/product.md §2.6)…
          'firstVisit',
          'id',
          'isEmailVerified',
          // …and the interface language the user chose, null until then (docs/product.md §22).
          'language',
          'lastName',
          'phoneNumber',
          'registrationDate',
          'role',
          'username',
        ].sort(),
      );
      expect(res.json().data).toMatchObject({ firstName: 'Bupe', isEmailVerified: true, role: 'user' });
    }
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const res = await me('A'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHENTICATED' } });
  });

  it('ends the session on the server at logout: the same token no longer works', async () => {
    const b = await register(t);
    const token = await loginToken(t, b.email, b.password);
    const other = await loginToken(t, b.email, b.password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-auth-token': token },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('You have been logged out.');
    expect((await me(token)).statusCode).toBe(401);
    // Only that session ends: the same person on another phone stays signed in.
    expect((await me(other)).statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const b = await register(t);
    const token = await loginToken(t, b.email, b.password);
    const rows = await t.ctx.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('expires a session after the idle time and after the absolute lifetime', async () => {
    const b = await register(t);
    const start = clock;
    const token = await loginToken(t, b.email, b.password);

    clock = new Date(start.getTime() + SESSION_IDLE_MS - 60_000);
    expect((await me(token)).statusCode).toBe(200); // activity keeps it alive
    clock = new Date(clock.getTime() + SESSION_IDLE_MS - 60_000);
    expect((await me(token)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + SESSION_IDLE_MS + 1000);
    expect((await me(token)).statusCode).toBe(401); // idle too long

    clock = start;
    const token2 = await loginToken(t, b.email, b.password);
    for (let at = start.getTime(); at < start.getTime() + SESSION_ABSOLUTE_MS; at += SESSION_IDLE_MS / 2) {
      clock = new Date(at);
      expect((await me(token2)).statusCode).toBe(200);
    }
    clock = new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1000);
    expect((await me(token2)).statusCode).toBe(401); // absolute lifetime over, however active
    clock = start;
  });

  it('refuses a deactivated account even with the right password, and ends its sessions', async () => {
    const b = await verifiedBorrower(t);
    const { users } = await import('@kwacha/db');
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.email, b.email));
    expect((await me(b.token)).statusCode).toBe(401);
    const res = await login(b.email, b.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_DEACTIVATED');
  });
});
