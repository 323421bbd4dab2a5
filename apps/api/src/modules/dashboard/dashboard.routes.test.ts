import { loanApplications } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForLoan, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const dashboard = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { 'x-auth-token': token } });

  it('shows the SPEC defaults for a borrower without loans', async () => {
    const b = await verifiedBorrower(t);
    const res = await dashboard(b.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      activeLoans: 0,
      pendingApplications: 0,
      totalAppliedAmount: 0,
      nextPayment: null,
      hasPayableLoan: false,
      creditScore: 75,
      loansByStatus: [],
    });
  });

  it('counts tiles and statuses from the real loans', async () => {
    const b = await verifiedBorrower(t);
    const apply = await applyForLoan(t, b, {
      amount: 1500.5,
      payout: {
        disbursementMethod: 'mobile_money',
        mobileMoneyProvider: 'mtn',
        mobileMoneyNumber: '0966123456',
      },
    });
    expect(apply.statusCode).toBe(201);
    let data = (await dashboard(b.token)).json().data;
    expect(data).toMatchObject({
      pendingApplications: 1,
      activeLoans: 0,
      totalAppliedAmount: 1500.5,
      creditScore: 50,
    });
    expect(data.loansByStatus).toEqual([{ status: 'pending', count: 1, amount: 1500.5 }]);

    await t.ctx.db
      .update(loanApplications)
      .set({ status: 'active' })
      .where(eq(loanApplications.id, apply.json().data.id));
    data = (await dashboard(b.token)).json().data;
    // 50 + 20 for an active loan
    expect(data).toMatchObject({
      pendingApplications: 0,
      activeLoans: 1,
      hasPayableLoan: true,
      creditScore: 70,
    });
  });

  it('is for verified borrowers only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
