import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('PATCH /api/me/language (docs/product.md §22)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-auth-token': token } })).json()
      .data;

  it('keeps the choice on the account, so a new sign-in gets it', async () => {
    const borrower = await verifiedBorrower(t);
    expect((await me(borrower.token)).language).toBeNull();

    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/language',
      headers: { 'x-auth-token': borrower.token },
      payload: { language: 'bem' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Language saved.',
      data: { language: 'bem' },
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: borrower.email, password: borrower.password },
    });
    expect(login.json().data.user.language).toBe('bem');
    const token = await loginToken(t, borrower.email, borrower.password);
    expect((await me(token)).language).toBe('bem');
  });

  it('refuses a language it does not have with a clear 400', async () => {
    const borrower = await verifiedBorrower(t);
    for (const payload of [{ language: 'fr' }, {}, { language: 'ny', extra: 1 }]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/me/language',
        headers: { 'x-auth-token': borrower.token },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/language',
      headers: { 'x-auth-token': borrower.token },
      payload: { language: 'fr' },
    });
    expect(res.json().message).toContain('Choose English, Ichibemba or Chinyanja.');
    expect((await me(borrower.token)).language).toBeNull();
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/me/language', payload: { language: 'ny' } });
    expect(res.statusCode).toBe(401);
  });
});
