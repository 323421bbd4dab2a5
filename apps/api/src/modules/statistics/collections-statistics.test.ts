import { loanApplications, loanMonthEnds } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dailyBusinessJobs } from '../../bootstrap';
import { loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  DELAY_MS,
  loanPaidOutOn,
  lusakaMorning,
  positionOf,
  repay,
} from '../collections/testing/overdue-loans';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { testClock } from '../payments/testing/payment-test-helpers';
import { recordMonthEnd } from './statistics-month-end.service';
import { refreshStatistics } from './statistics-refresh.service';

// Four K1,000 loans over 6 months paid out on 21 November 2026: instalment 1 (K181.55) falls due on
// 21 December, instalment 2 on 21 January 2027. Each business day below runs every daily job (servicing,
// promises, month end) as moving the business date does.
//   A repays instalment 1 on 20 December, then misses instalment 2: current → current → 1–30 days.
//   B never pays: current → 1–30 (10 days on 31 December) → 31–60 (41 days on 31 January).
//   C catches up on 25 January: current → 1–30 → current (a cure).
//   D pays everything on 25 January: current → 1–30 → paid (a cure).
const PERIOD = 'period=custom&from=2026-11-01&to=2027-01-31';
const BUCKETS = ['Current', '1–30 days', '31–60 days', '61–90 days', '91–180 days', 'Over 180 days'];
const none = { loans: 0, to: [0, 0, 0, 0, 0, 0], paid: 0, writtenOff: 0, rolledForward: 0 };
const empty = (from: number) => ({ from, ...none, rollForwardPercent: null });

type Loan = { loanId: string; borrower: { userId: string; email: string; password: string } };

describe('collections statistics: roll rates, cure rate, promises, collectors (docs/product.md §14.3)', () => {
  let t: TestApp;
  const clock = testClock();
  const loans = {} as Record<'a' | 'b' | 'c' | 'd', Loan>;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  let superuser: Awaited<ReturnType<typeof signedInStaff>>;
  const paid = { a: 0, c: 0 };

  // A new sign-in each time: the clock jumps days, past a session's idle limit.
  const staffToken = () => loginToken(t, admin.email, admin.password);
  const runDay = async (day: string) => {
    clock.set(lusakaMorning(day));
    for (const job of dailyBusinessJobs(t.ctx)) await job.run(day);
  };
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'x-auth-token': await staffToken() },
      payload,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const get = async (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': await staffToken() } });
  const repayAll = async (loan: Loan, owed: number) =>
    repay(t, clock, loan.borrower, loan.loanId, ngweeToKwacha(owed).toFixed(2));

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    for (const name of ['a', 'b', 'c', 'd'] as const)
      loans[name] = await loanPaidOutOn(t, clock, '2026-11-21');
    admin = await signedInStaff(t, 'admin');
    superuser = await signedInStaff(t, 'superuser');
    await runDay('2026-11-30');
    await runDay('2026-12-20');
    paid.a = 18_155;
    await repayAll(loans.a, paid.a);
    await runDay('2026-12-31');
    await runDay('2027-01-05');
    await post(`/api/admin/collections/${loans.b.loanId}/promises`, { amount: '50', date: '2027-01-10' });
    for (const day of ['2027-01-11', '2027-01-12', '2027-01-20']) await runDay(day);
    await post(`/api/admin/collections/${loans.c.loanId}/promises`, { amount: '100', date: '2027-01-25' });
    await runDay('2027-01-25');
    await post('/api/admin/collections/assign', { loanIds: [loans.a.loanId], staffUserId: superuser.id });
    await post('/api/admin/collections/assign', {
      loanIds: [loans.b.loanId, loans.c.loanId],
      staffUserId: admin.id,
    });
    paid.c = (await positionOf(t, loans.c.loanId))?.overdueAmount ?? 0;
    await repayAll(loans.c, paid.c);
    const d = await positionOf(t, loans.d.loanId);
    await repayAll(loans.d, d ? d.principal + d.interest + d.fees + d.penalties : 0);
    for (const day of ['2027-01-26', '2027-01-31', '2027-02-01']) await runDay(day);
    await refreshStatistics(t.ctx);
  }, 180_000);
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('records each loan at a month end only, once: a later run leaves the close as it was', async () => {
    const statusOf = async (loan: Loan) =>
      (await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loan.loanId)))[0]?.status;
    expect(await statusOf(loans.d)).toBe('paid');
    expect(await recordMonthEnd(t.ctx, '2027-01-30')).toEqual({ month: null });
    expect(await recordMonthEnd(t.ctx, '2027-01-31')).toEqual({ month: '2027-01' });
    const rows = await t.ctx.db.select().from(loanMonthEnds);
    const at = (month: string) =>
      Object.fromEntries(
        rows
          .filter((r) => r.month === month)
          .map((r) => [
            Object.entries(loans).find(([, l]) => l.loanId === r.loanId)?.[0],
            [r.state, r.bucket, r.daysPastDue],
          ]),
      );
    expect([...new Set(rows.map((r) => r.month))].sort()).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(at('2026-11')).toEqual({
      a: ['open', 0, 0],
      b: ['open', 0, 0],
      c: ['open', 0, 0],
      d: ['open', 0, 0],
    });
    expect(at('2026-12')).toEqual({
      a: ['open', 0, 0],
      b: ['open', 1, 10],
      c: ['open', 1, 10],
      d: ['open', 1, 10],
    });
    expect(at('2027-01')).toEqual({
      a: ['open', 1, 10],
      b: ['open', 2, 41],
      c: ['open', 0, 0],
      d: ['paid', 0, 0],
    });
  });

  it('shows the roll rates, cure rate, promises and collectors of the period', async () => {
    const res = await get(`/api/admin/statistics?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    const { collections } = res.json().data;
    expect(collections.buckets).toEqual(BUCKETS);
    // November is the first month end recorded: it has nothing to roll from.
    expect(collections.rolls).toEqual([
      {
        month: '2026-12',
        rows: [
          // B, C and D fell behind: 3 of 4 = 75%.
          {
            from: 0,
            loans: 4,
            to: [1, 3, 0, 0, 0, 0],
            paid: 0,
            writtenOff: 0,
            rolledForward: 3,
            rollForwardPercent: 75,
          },
          ...[1, 2, 3, 4, 5].map(empty),
        ],
      },
      {
        month: '2027-01',
        rows: [
          {
            from: 0,
            loans: 1,
            to: [0, 1, 0, 0, 0, 0],
            paid: 0,
            writtenOff: 0,
            rolledForward: 1,
            rollForwardPercent: 100,
          },
          // B rolled on, C cured, D paid off: 1 of 3 = 33.33%.
          {
            from: 1,
            loans: 3,
            to: [1, 0, 1, 0, 0, 0],
            paid: 1,
            writtenOff: 0,
            rolledForward: 1,
            rollForwardPercent: 33.33,
          },
          ...[2, 3, 4, 5].map(empty),
        ],
      },
    ]);
    expect(collections.cures).toEqual([
      { month: '2026-12', pastDue: 0, current: 0, paid: 0, ratePercent: null },
      // C current and D paid, of B, C and D: 2 of 3 = 66.67%.
      { month: '2027-01', pastDue: 3, current: 1, paid: 1, ratePercent: 66.67 },
    ]);
    // B's promise broken on 12 January (10 January plus the grace day), C's kept on 26 January.
    expect(collections.promises).toEqual([
      { month: '2026-11', kept: 0, broken: 0, keptRatePercent: null },
      { month: '2026-12', kept: 0, broken: 0, keptRatePercent: null },
      { month: '2027-01', kept: 1, broken: 1, keptRatePercent: 50 },
    ]);
    // The assignment as it stands: A's December payment counts for the superuser A is assigned to now;
    // D's payment counts for nobody (D was never assigned).
    expect(collections.collectors).toEqual([
      { collectorId: admin.id, name: 'Ada Mulenga', count: 1, amount: ngweeToKwacha(paid.c) },
      { collectorId: superuser.id, name: 'Sam Mulenga', count: 1, amount: 181.55 },
    ]);
    expect(paid.c).toBeGreaterThan(paid.a);
  });

  it('exports each new table as CSV with the figures on the page', async () => {
    const csv = async (table: string) => {
      const res = await get(`/api/admin/statistics/export/${table}?${PERIOD}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="kwacha-statistics-${table}-2026-11-01-to-2027-01-31.csv"`,
      );
      return res.body.replace(/^\uFEFF/, '').split('\r\n');
    };
    expect((await csv('rolls')).slice(0, 2)).toEqual([
      'Month,Bucket at the previous month end,Loans,Current at month end,1–30 days at month end,' +
        '31–60 days at month end,61–90 days at month end,91–180 days at month end,' +
        'Over 180 days at month end,Paid off,Written off,Rolled forward,Roll-forward rate (%)',
      '2026-12,Current,4,1,3,0,0,0,0,0,0,3,75.00',
    ]);
    expect((await csv('rolls'))[8]).toBe('2027-01,1–30 days,3,1,0,1,0,0,0,1,0,1,33.33');
    expect(await csv('cures')).toEqual([
      'Month,Past due at the previous month end,Current at month end,Paid off,Cure rate (%)',
      '2026-12,0,0,0,',
      '2027-01,3,1,1,66.67',
      '',
    ]);
    expect(await csv('promises')).toEqual([
      'Month,Promises kept,Promises broken,Kept rate (%)',
      '2026-11,0,0,',
      '2026-12,0,0,',
      '2027-01,1,1,50.00',
      '',
    ]);
    expect(await csv('collectors')).toEqual([
      'Collector,Payments collected,Collected (K)',
      `Ada Mulenga,1,${ngweeToKwacha(paid.c).toFixed(2)}`,
      'Sam Mulenga,1,181.55',
      '',
    ]);
  });

  it('has no collections figures for a period before any month end', async () => {
    const res = await get('/api/admin/statistics?period=custom&from=2026-10-01&to=2026-10-31');
    expect(res.json().data.collections).toEqual({
      buckets: BUCKETS,
      rolls: [],
      cures: [],
      promises: [{ month: '2026-10', kept: 0, broken: 0, keptRatePercent: null }],
      collectors: [],
    });
  });
});
