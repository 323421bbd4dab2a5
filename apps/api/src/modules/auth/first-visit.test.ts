import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, tokenFromEmail } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** docs/product.md §2.6: "Welcome" in the account's first session with a verified e-mail, "Welcome back" after. */
describe('firstVisit in the answers that open or read a session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (emailOrUsername: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrUsername, password } });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-auth-token': token } });

  it('is true in the session verifying opens, false in every later one', async () => {
    const b = await register(t);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${await tokenFromEmail(t, b.email, 'verify-email')}`,
    });
    expect(verified.json().data.user.firstVisit).toBe(true);
    const first = verified.json().token as string;
    expect((await me(first)).json().data.firstVisit).toBe(true);

    const again = await login(b.email, b.password);
    expect(again.json().data.user.firstVisit).toBe(false);
    expect((await me(again.json().data.token)).json().data.firstVisit).toBe(false);
    // The first session stays the first while it lasts.
    expect((await me(first)).json().data.firstVisit).toBe(true);
  });

  it('does not count a sign-in before verifying (it shows no dashboard)', async () => {
    const b = await register(t);
    const early = await login(b.email, b.password);
    expect(early.json().data.user.firstVisit).toBe(false);
    expect((await me(early.json().data.token)).json().data.firstVisit).toBe(false);

    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${await tokenFromEmail(t, b.email, 'verify-email')}`,
    });
    expect(verified.json().data.user.firstVisit).toBe(true);
  });
});
