import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifiedBorrower, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertLoanIn } from './testing/decision-test-helpers';

/** docs/product.md §12.3, §14.5: the limits a superuser sets decide what instant approval approves. */
describe('instant approval with the limits a superuser set', () => {
  let t: TestApp;
  let superuser: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
    superuser = await signedInStaff(t, 'superuser');
  });
  afterAll(() => t.close());

  const setLimits = async (limits: { firstLoanLimit: number; growthPercent: number; cap: number }) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/instant-approval',
      headers: { 'x-auth-token': superuser.token },
      payload: { enabled: true, ...limits },
    });
    expect(res.statusCode).toBe(200);
  };

  /** A new borrower with `cleanLoans` loans repaid never overdue applies for `amount`; the status it gets. */
  const decisionFor = async (amount: number, cleanLoans = 0) => {
    const borrower = await identifiedBorrower(t);
    for (let i = 0; i < cleanLoans; i++) await insertLoanIn(t, borrower.userId, 'paid');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/apply',
      headers: { 'x-auth-token': borrower.token },
      payload: {
        productId: 'personal',
        amount,
        duration: 6,
        purpose: 'Stock for my shop',
        disbursementMethod: 'mobile_money',
        mobileMoneyProvider: 'airtel',
        mobileMoneyNumber: borrower.phoneNumber,
        acceptKeyFacts: true,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.status as string;
  };

  it('approves up to the first-loan limit, grown by the growth per clean loan, never above the cap', async () => {
    await setLimits({ firstLoanLimit: 1000, growthPercent: 20, cap: 1500 });
    expect(await decisionFor(1000)).toBe('approved');
    expect(await decisionFor(1000.01)).toBe('pending');
    // One clean loan: 1000 × 1.2 = 1200.
    expect(await decisionFor(1200, 1)).toBe('approved');
    expect(await decisionFor(1200.01, 1)).toBe('pending');
    // Three: 1000 × 1.728 = 1728, above the K1,500 cap.
    expect(await decisionFor(1500, 3)).toBe('approved');
    expect(await decisionFor(1500.01, 3)).toBe('pending');
  });

  it('approves a first loan above the old K2,000 once the first-loan limit is raised', async () => {
    await setLimits({ firstLoanLimit: 2000, growthPercent: 50, cap: 50000 });
    expect(await decisionFor(2500)).toBe('pending');
    await setLimits({ firstLoanLimit: 3000, growthPercent: 0, cap: 50000 });
    expect(await decisionFor(2500)).toBe('approved');
    // No growth: two clean loans later the limit is still K3,000.
    expect(await decisionFor(3000.01, 2)).toBe('pending');
  });
});
