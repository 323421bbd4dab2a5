import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { confirm } from './disbursement-test-helpers';

describe('the OTP confirm rate limit (DESIGN.md section 10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ routeLimits: true });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once one address has tried too many codes', async () => {
    const admin = await signedInStaff(t, 'admin');
    const loanId = '8c1b2a44-0d4e-4c52-9a55-0e0d2f6f7a10';
    const { max } = ROUTE_LIMITS.disbursementConfirm;
    for (let i = 0; i < max; i++) {
      expect((await confirm(t, admin.token, loanId, 'DSB-0000000000000000', '123456')).statusCode).toBe(404);
    }
    const limited = await confirm(t, admin.token, loanId, 'DSB-0000000000000000', '123456');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
  });
});
