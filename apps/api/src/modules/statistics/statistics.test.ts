import { journalLines, RECEIVABLE_ACCOUNTS } from '@kwacha/db';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { testClock } from '../payments/testing/payment-test-helpers';
import { runDailyServicing } from '../servicing/servicing.service';
import { refreshStatistics } from './statistics-refresh.service';
import { portfolioBuilder } from './testing/portfolio-builder';

const DELAY_MS = 5000;

describe('statistics of a known portfolio', () => {
  let t: TestApp;
  const clock = testClock('2026-09-10T08:00:00Z');
  let stats: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    const build = portfolioBuilder(t, clock, DELAY_MS);
    const a = await build.apply('2026-09-10T06:00:00Z', { productId: 'personal', amount: 1000, duration: 6 });
    const b = await build.apply('2026-09-10T06:30:00Z', { productId: 'business', amount: 2000, duration: 3 });
    const c = await build.apply('2026-09-10T07:00:00Z', { productId: 'personal', amount: 500, duration: 1 });
    await build.decide('2026-09-10T08:00:00Z', a.loanId, 'approved');
    await build.decide('2026-09-10T09:00:00Z', b.loanId, 'approved');
    await build.decide('2026-09-10T09:30:00Z', c.loanId, 'approved');
    await build.disburse('2026-09-10T12:00:00Z', a.loanId);
    await build.disburse('2026-09-10T12:30:00Z', b.loanId);
    await build.disburse('2026-09-10T13:00:00Z', c.loanId);
    const d = await build.apply('2026-09-11T06:00:00Z', { productId: 'personal', amount: 800, duration: 3 });
    await build.decide('2026-09-11T10:00:00Z', d.loanId, 'rejected');
    await refreshAt('2026-09-30T20:00:00Z');
    await build.repay('2026-10-09T09:00:00Z', a.borrower, a.loanId, '181.55');
    // On its due date: the month's interest is earned, so paying it all is 512.50 (earlier, the payoff
    // would waive part of it, docs/product.md §13.6).
    await build.repay('2026-10-10T09:00:00Z', c.borrower, c.loanId, '512.50');
    await servicingOn('2026-10-14');
    await refreshAt('2026-10-31T20:00:00Z');
    await build.repay('2026-11-08T09:00:00Z', a.borrower, a.loanId, '181.55');
    await servicingOn('2026-11-14');
    await build.apply('2026-11-20T09:00:00Z', { productId: 'personal', amount: 300, duration: 2 });
    await refreshAt('2026-11-25T08:00:00Z');
    const admin = await signedInStaff(t, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/statistics?period=3m',
      headers: { 'x-auth-token': admin.token },
    });
    expect(res.statusCode).toBe(200);
    stats = res.json().data;
  });
  afterAll(() => t.close());

  async function refreshAt(iso: string) {
    clock.set(iso);
    await refreshStatistics(t.ctx);
  }
  async function servicingOn(day: string) {
    clock.set(`${day}T04:00:00Z`);
    await runDailyServicing(t.ctx);
  }

  // Loan A: personal, K1,000 over 6 months at 2.5%: instalment 1000 × 0.025 / (1 − 1.025^−6) = 181.55.
  //   Interest 25.00 + 21.09 + 17.07 + 12.96 + 8.75 + 4.43 = 89.30; after two instalments it owes
  //   principal 1000 − 156.55 − 160.46 = 682.99 and interest 17.07 + 12.96 + 8.75 + 4.43 = 43.21.
  // Loan B: business, K2,000 over 3 months at 3.2%: instalment 709.78; interest 64.00 + 43.34 + 22.01 =
  //   129.35; never paid: due 10 October, overdue on the 14th (5% late fee 35.49), again on 14 November
  //   (35.49): penalties 70.98. On 25 November its oldest unpaid instalment is 46 days late.
  // Loan C: personal, K500 for 1 month: 512.50, repaid in full on its due date, 10 October.
  // Loan D: rejected. Loan E: applied for on 20 November, still pending.
  it('reads what the book owes from the ledger, to the ngwee', async () => {
    expect(stats.portfolio).toEqual({
      activeLoans: 2, // A and B (C is repaid)
      principalOutstanding: 2682.99, // 682.99 + 2000
      interestReceivable: 172.56, // 43.21 + 129.35
      feesReceivable: 0, // the service fee is taken at disbursement
      penaltiesReceivable: 70.98, // 35.49 × 2
      totalOutstanding: 2926.53, // 2682.99 + 172.56 + 70.98
    });
    const [ledger] = await t.ctx.db
      .select({ balance: sql<string>`sum(${journalLines.debit} - ${journalLines.credit})` })
      .from(journalLines)
      .where(inArray(journalLines.account, [...RECEIVABLE_ACCOUNTS]));
    expect(Number(ledger?.balance)).toBe(292_653);
    await expectLedgerInvariants(t);
  });

  it("adds up each month: disbursed, collected, due, and PAR30 at the month's close", () => {
    expect(stats.months).toEqual([
      {
        month: '2026-09',
        disbursedCount: 3,
        disbursedAmount: 3500, // 1000 + 2000 + 500
        collectedCount: 0,
        collectedAmount: 0,
        dueAmount: 0,
        writtenOffAmount: 0,
        recoveredAmount: 0,
        par30Percent: 0,
      },
      {
        month: '2026-10',
        disbursedCount: 0,
        disbursedAmount: 0,
        collectedCount: 2,
        collectedAmount: 694.05, // C 512.50 + A 181.55
        dueAmount: 1403.83, // A 181.55 + B 709.78 + C 512.50, all due 10 October
        writtenOffAmount: 0,
        recoveredAmount: 0,
        par30Percent: 0, // on 31 October B is 21 days late: not yet in PAR30
      },
      {
        month: '2026-11',
        disbursedCount: 0,
        disbursedAmount: 0,
        collectedCount: 1,
        collectedAmount: 181.55,
        dueAmount: 891.33, // A 181.55 + B 709.78, due 10 November
        writtenOffAmount: 0,
        recoveredAmount: 0,
        par30Percent: 74.54, // 2000 / 2682.99
      },
    ]);
    // 875.60 collected of 2295.16 due = 38.149…%
    expect(stats.collection).toEqual({ collectedAmount: 875.6, dueAmount: 2295.16, ratePercent: 38.15 });
  });

  it('measures the risk by balance and by count, and ages the arrears', () => {
    const risk = stats.risk as { par: unknown[]; ageing: unknown[] };
    expect(risk.par).toEqual([
      { days: 30, balance: 2000, balancePercent: 74.54, count: 1, countPercent: 50 },
      { days: 60, balance: 0, balancePercent: 0, count: 0, countPercent: 0 },
      { days: 90, balance: 0, balancePercent: 0, count: 0, countPercent: 0 },
    ]);
    expect(risk.ageing).toEqual([
      { bucket: 'current', count: 1, principal: 682.99, principalPercent: 25.46 },
      { bucket: '1-29', count: 0, principal: 0, principalPercent: 0 },
      { bucket: '30-59', count: 1, principal: 2000, principalPercent: 74.54 },
      { bucket: '60-89', count: 0, principal: 0, principalPercent: 0 },
      { bucket: '90+', count: 0, principal: 0, principalPercent: 0 },
    ]);
  });

  it('follows the pipeline: statuses now, decisions in the period, and how long they took', () => {
    const pipeline = stats.pipeline as Record<string, unknown>;
    expect(pipeline.byStatus).toEqual(
      expect.arrayContaining([
        { status: 'active', count: 1 },
        { status: 'overdue', count: 1 },
        { status: 'paid', count: 1 },
        { status: 'rejected', count: 1 },
        { status: 'pending', count: 1 },
      ]),
    );
    expect(pipeline).toMatchObject({
      applications: 5,
      approved: 3,
      instantApprovals: 0,
      manualApprovals: 3,
      rejected: 1,
      approvalRatePercent: 75, // 3 of 4 decided
    });
    // Decisions took 120, 150, 150 and 240 minutes (true median 150, 90th percentile 240); read from the
    // minute buckets [90, 135), [135, 200), [200, 300) of decision 011: 135 + ½ × 65 and 200 + 0.6 × 100.
    expect(pipeline.timeToDecision).toEqual({ count: 4, medianMinutes: 167.5, p90Minutes: 260 });
    // Approval to money: 240, 210 and 210 minutes (plus the simulator's 5 seconds), all in [200, 300).
    expect(pipeline.approvalToDisbursement).toEqual({ count: 3, medianMinutes: 250, p90Minutes: 290 });
  });

  it('narrows every figure to one product', async () => {
    const admin = await signedInStaff(t, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/statistics?period=3m&product=business',
      headers: { 'x-auth-token': admin.token },
    });
    expect(res.statusCode).toBe(200);
    const business = res.json().data;
    expect(business.product).toBe('business');
    expect(business.portfolio).toMatchObject({
      activeLoans: 1,
      principalOutstanding: 2000,
      totalOutstanding: 2200.33, // 2000 + 129.35 + 70.98
    });
    expect(business.risk.par[0]).toEqual({
      days: 30,
      balance: 2000,
      balancePercent: 100,
      count: 1,
      countPercent: 100,
    });
    expect(business.months.map((m: { dueAmount: number }) => m.dueAmount)).toEqual([0, 709.78, 709.78]);
    expect(business.pipeline).toMatchObject({ applications: 1, approved: 1, rejected: 0 });
  });

  it('changes nothing when worked out again', async () => {
    const before = await t.ctx.db.execute(sql`select * from portfolio_days order by day, product_id`);
    await refreshStatistics(t.ctx);
    await refreshStatistics(t.ctx);
    const after = await t.ctx.db.execute(sql`select * from portfolio_days order by day, product_id`);
    const rows = (r: unknown) =>
      (r as { rows: Record<string, unknown>[] }).rows.map(({ computed_at: _, ...rest }) => rest);
    expect(rows(after)).toEqual(rows(before));
  });
});
