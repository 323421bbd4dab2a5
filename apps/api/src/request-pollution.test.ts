import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedBorrower } from './testing/factories';
import { createTestApp, type TestApp } from './testing/test-app';

// ASVS v5.0.0-15.3.6 and 15.3.7: a body cannot reach an object's prototype, and a parameter sent twice
// is refused rather than silently taking one of its values. 13.4.4: TRACE is answered by nothing.

describe('polluted requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });

  it('refuses a JSON body carrying __proto__ or constructor.prototype with a 400, and pollutes nothing', async () => {
    for (const body of [
      '{"emailOrUsername":"a@b.zm","password":"x","__proto__":{"isAdmin":true}}',
      '{"emailOrUsername":"a@b.zm","password":"x","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const answer = await login(body);
      expect(answer.statusCode, body).toBe(400);
      expect(answer.json().error.code, body).toBe('BAD_REQUEST');
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('answers TRACE with a 404 that echoes nothing of the request', async () => {
    const answer = await t.app.inject({
      method: 'TRACE',
      url: '/api/auth/me',
      headers: { 'x-auth-token': 'a-token-that-must-not-come-back' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('a-token-that-must-not-come-back');
  });

  it('refuses a query parameter given twice with a 400 on the field', async () => {
    const borrower = await verifiedBorrower(t);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=5&limit=500',
      headers: { 'x-auth-token': borrower.token },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('VALIDATION_ERROR');
  });
});
