import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ROUTE_LIMITS } from './route-limits';

let sequence = 0;
// A fresh e-mail each time, so that only the per-address ceiling can refuse the request.
const forgot = (t: TestApp, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: `someone.${++sequence}@example.zm` },
    headers: { 'x-forwarded-for': forwardedFor },
  });
const { max } = ROUTE_LIMITS.forgotPassword;

describe('TRUST_PROXY: who a rate limit counts', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('ignores X-Forwarded-For by default, so a client cannot dodge a limit by inventing addresses', async () => {
    t = await createTestApp({ routeLimits: true });
    for (let i = 0; i < max; i++) expect((await forgot(t, `203.0.113.${i % 250}`)).statusCode).toBe(200);
    expect((await forgot(t, '203.0.113.99')).statusCode).toBe(429);
  });

  it('counts the forwarded client address when the request comes through a trusted proxy', async () => {
    t = await createTestApp({ routeLimits: true, config: { trustProxy: '127.0.0.1' } });
    for (let i = 0; i < max; i++) expect((await forgot(t, '203.0.113.7')).statusCode).toBe(200);
    expect((await forgot(t, '203.0.113.7')).statusCode).toBe(429);
    expect((await forgot(t, '203.0.113.8')).statusCode).toBe(200);
  });

  it('accepts addresses and CIDRs, and names the variable when the value is not one', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/kwacha-test-unused', SESSION_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(loadConfig(base).trustProxy).toBeUndefined();
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
