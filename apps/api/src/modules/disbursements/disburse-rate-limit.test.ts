import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { confirm, initiated, loanReadyToDisburse } from './testing/disbursement-test-helpers';

// The security review: starting a disbursement shared the confirm route's bucket (the two routes shared
// one hook array), so an office could disburse about ten loans per quarter hour.
describe('rate limits on disbursement (one office, one address)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ routeLimits: true });
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgerInvariants(t));

  it('lets one address start and confirm 25 disbursements in a row', async () => {
    const admin = await signedInStaff(t, 'admin');
    const loans = [];
    for (let i = 0; i < 25; i++) loans.push(await loanReadyToDisburse(t));
    for (const { loanId } of loans) {
      const { transactionId, otp } = await initiated(t, admin, loanId);
      const res = await confirm(t, admin.token, loanId, transactionId, otp);
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
  }, 120_000);

  it('answers 429 with Retry-After once one address floods the confirm route, and starting is not affected', async () => {
    const admin = await signedInStaff(t, 'admin');
    const unknownLoan = '8c1b2a44-0d4e-4c52-9a55-0e0d2f6f7a10';
    const { max } = ROUTE_LIMITS.disbursementConfirm;
    // The 25 confirmations of the test before came from this address too.
    let limited = await confirm(t, admin.token, unknownLoan, 'DSB-0000000000000000', '123456');
    for (let i = 0; i < max && limited.statusCode !== 429; i++) {
      expect(limited.statusCode).toBe(404);
      limited = await confirm(t, admin.token, unknownLoan, 'DSB-0000000000000000', '123456');
    }
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });

    const { loanId } = await loanReadyToDisburse(t);
    await expect(initiated(t, admin, loanId)).resolves.toMatchObject({ otp: expect.any(String) });
  });
});
