import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// docs/product.md §15: payment initiation is rate-limited per address, with Retry-After.
describe('rate limits on the payment routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ routeLimits: true });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once an address has asked too often', async () => {
    const borrower = await verifiedBorrower(t);
    const routes = [
      // Signed in (the session is checked first), with a body the route refuses: each still counts.
      {
        url: '/api/collections/mobile-money',
        max: ROUTE_LIMITS.paymentInitiation.max,
        headers: { 'x-auth-token': borrower.token },
        payload: {},
      },
      {
        url: '/api/mobile-network/detect',
        max: ROUTE_LIMITS.networkDetect.max,
        headers: {},
        payload: { phoneNumber: '0977123456' },
      },
    ];
    for (const { url, max, headers, payload } of routes) {
      for (let i = 0; i < max; i++) {
        const res = await t.app.inject({ method: 'POST', url, headers, payload });
        expect(res.statusCode).not.toBe(429);
      }
      const limited = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
    }
  });
});
