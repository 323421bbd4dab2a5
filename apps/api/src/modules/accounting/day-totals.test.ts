import { type Executor, journalDayTotals, journalEntries, journalLines, periodBalances } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { asc, eq, lt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dailyBusinessJobs } from '../../bootstrap';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DELAY_MS, dailyRunOn, loanPaidOutOn, repay } from '../collections/testing/overdue-loans';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { testClock } from '../payments/testing/payment-test-helpers';
import { advanceBusinessDate } from '../settings/business-date.service';
import { sumsByAccount } from './day-totals.repository';
import { summariseJournalDays } from './day-totals.service';
import { recogniseInterest } from './interest-recognition.service';

// docs/decisions/049: the trial balance reads the day totals of the days summarised and the lines of the
// days after them, and must give what summing every line gives. Two K1,000 loans paid out on 21 November
// 2026; A repays K100 on 23 November; B repays K50 at 23:59:55 on 25 November (Lusaka), A K20 at 00:00:05
// on the 26th: the two sides of a Lusaka midnight.

/** The trial balance's sums the way it was first written: every line before `to`, joined to its entry. */
async function fullSums(db: Executor, range: { from: string; to: string }) {
  const start = sql`((${range.from})::date)::timestamp at time zone 'Africa/Lusaka'`;
  const end = sql`((${range.to})::date + 1)::timestamp at time zone 'Africa/Lusaka'`;
  const inRange = sql`${journalEntries.createdAt} >= ${start}`;
  const rows = await db
    .select({
      account: journalLines.account,
      opening: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}) filter (where ${journalEntries.createdAt} < ${start}), 0)`,
      debits: sql<string>`coalesce(sum(${journalLines.debit}) filter (where ${inRange}), 0)`,
      credits: sql<string>`coalesce(sum(${journalLines.credit}) filter (where ${inRange}), 0)`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(lt(journalEntries.createdAt, end))
    .groupBy(journalLines.account);
  return new Map(
    rows.map((r): [string, { opening: number; debits: number; credits: number }] => [
      r.account,
      { opening: Number(r.opening), debits: Number(r.debits), credits: Number(r.credits) },
    ]),
  );
}

const RANGES = [
  { from: '2026-10-01', to: '2026-10-31' }, // before any entry
  { from: '2026-11-01', to: '2026-11-30' }, // starts before any entry, crosses the boundary
  { from: '2026-11-21', to: '2026-11-21' },
  { from: '2026-11-22', to: '2026-11-25' }, // ends on the last day summarised (first run)
  { from: '2026-11-25', to: '2026-11-26' }, // across it
  { from: '2026-11-26', to: '2026-11-30' }, // after it
  { from: '2026-11-24', to: '2026-12-31' },
  { from: '2026-12-01', to: '2026-12-31' },
  { from: '2026-12-27', to: '2027-01-31' },
  { from: '2027-01-01', to: '2027-12-31' },
];

describe('the day totals the trial balance reads (docs/decisions/049)', () => {
  let t: TestApp;
  const clock = testClock();
  let a: Awaited<ReturnType<typeof loanPaidOutOn>>;
  let b: typeof a;

  const expectSameAsFullSum = async () => {
    for (const range of RANGES) {
      expect(await sumsByAccount(t.ctx.db, range), `${range.from} to ${range.to}`).toEqual(
        await fullSums(t.ctx.db, range),
      );
    }
  };
  const dayTotals = () =>
    t.ctx.db
      .select()
      .from(journalDayTotals)
      .orderBy(asc(journalDayTotals.day), asc(journalDayTotals.account));
  const summariseOn = (at: string, today = at.slice(0, 10)) => {
    clock.set(at);
    return summariseJournalDays(t.ctx, today);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('before any run, and with nothing to summarise, the sums are the lines’', async () => {
    a = await loanPaidOutOn(t, clock, '2026-11-21');
    b = await loanPaidOutOn(t, clock, '2026-11-21');
    clock.set('2026-11-23T09:00:00Z');
    await repay(t, clock, a.borrower, a.loanId, '100');
    // The payment check runs DELAY_MS later: 23:59:55 on the 25th, then 00:00:05 on the 26th in Lusaka.
    clock.set('2026-11-25T21:59:50Z');
    await repay(t, clock, b.borrower, b.loanId, '50');
    clock.set('2026-11-25T22:00:00Z');
    await repay(t, clock, a.borrower, a.loanId, '20');
    await expectSameAsFullSum();

    // The 22nd and 23rd: the 23rd has not ended a whole day before, so nothing is summarised yet.
    expect(await summariseOn('2026-11-22T06:00:00Z')).toEqual({
      through: '2026-11-20',
      first: null,
      last: null,
      rows: 0,
    });
    expect(await dayTotals()).toEqual([]);
  });

  it('summarises finished days up to the day before yesterday, once, and sums the same', async () => {
    // 27 November, 08:00 in Lusaka: up to the 25th.
    const first = await summariseOn('2026-11-27T06:00:00Z');
    expect(first).toMatchObject({ through: '2026-11-25', first: '2026-11-21', last: '2026-11-25' });
    const rows = await dayTotals();
    expect(first.rows).toBe(rows.length);
    expect(new Set(rows.map((r) => r.day))).toEqual(new Set(['2026-11-21', '2026-11-23', '2026-11-25']));
    // B's K50 at 23:59:55 is the 25th's; A's K20 five seconds later is the 26th's, not summarised yet.
    const cash25 = rows.filter((r) => r.day === '2026-11-25' && r.account.startsWith('cash_collected'));
    expect(cash25.reduce((s, r) => s + r.debits, 0)).toBe(5000);
    await expectSameAsFullSum();

    // Again, the same day, or with a business day far ahead of the real one: nothing changes.
    expect(await summariseOn('2026-11-27T21:00:00Z')).toMatchObject({ rows: 0 });
    expect(await summariseOn('2026-11-27T06:00:00Z', '2027-03-01')).toMatchObject({
      through: '2026-11-25',
      rows: 0,
    });
    expect(await dayTotals()).toEqual(rows);
  });

  it('adds the later days run by run, the figures the same for any range at each step', async () => {
    await dailyRunOn(t, clock, '2026-12-28');
    await recogniseInterest(t.ctx, '2026-12-28');
    await expectSameAsFullSum();
    const second = await summariseOn('2026-12-28T06:00:00Z');
    expect(second).toMatchObject({ through: '2026-12-26', first: '2026-11-26', last: '2026-11-26' });
    await expectSameAsFullSum();
    // The 28th's late fees and interest are summarised once the 28th is two days behind.
    expect(await summariseOn('2026-12-30T22:30:00Z')).toMatchObject({
      first: '2026-12-28',
      last: '2026-12-28',
    });
    const days = await dayTotals();
    expect(days.filter((r) => r.day === '2026-12-28').map((r) => r.account)).toEqual(
      expect.arrayContaining(['income_penalty', 'interest_income', 'loan_penalty', 'unearned_interest']),
    );
    await expectSameAsFullSum();
    // The totals of every day add up to the lines: Σ debits = Σ credits.
    const debits = days.reduce((s, r) => s + r.debits, 0);
    expect(debits).toBe(days.reduce((s, r) => s + r.credits, 0));
  });

  it('keeps a closed month byte for byte after later activity, summarised or not', async () => {
    clock.set('2027-01-05T06:00:00Z');
    const { token } = await signedInStaff(t, 'superuser');
    const close = await t.app.inject({
      method: 'POST',
      url: '/api/admin/accounting/periods/2026-11/close',
      headers: { 'x-auth-token': token },
    });
    expect(close.statusCode, close.body).toBe(200);
    const kept = await t.ctx.db.select().from(periodBalances).where(eq(periodBalances.month, '2026-11'));
    const november = await fullSums(t.ctx.db, { from: '2026-11-01', to: '2026-11-30' });
    for (const row of kept) {
      const sums = november.get(row.account) ?? { opening: 0, debits: 0, credits: 0 };
      expect({ opening: row.opening, debits: row.debits, credits: row.credits }, row.account).toEqual(sums);
    }
    const trialBalance = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/accounting/trial-balance?from=2026-11-01&to=2026-11-30',
        headers: { 'x-auth-token': (await signedInStaff(t, 'admin')).token },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const before = await trialBalance();
    for (const line of before.lines as { account: string; debits: number; credits: number }[]) {
      const sums = november.get(line.account) ?? { opening: 0, debits: 0, credits: 0 };
      expect([line.debits, line.credits], line.account).toEqual([
        ngweeToKwacha(sums.debits),
        ngweeToKwacha(sums.credits),
      ]);
    }

    // January: a repayment, then its day summarised.
    clock.set('2027-01-06T09:00:00Z');
    await repay(t, clock, b.borrower, b.loanId, '30');
    await summariseOn('2027-01-09T06:00:00Z');
    await expectSameAsFullSum();
    expect(await t.ctx.db.select().from(periodBalances).where(eq(periodBalances.month, '2026-11'))).toEqual(
      kept,
    );
    expect(await trialBalance()).toEqual(before);
  });

  it('runs with every other daily job when the business date moves', async () => {
    const report = await advanceBusinessDate(t.ctx, { actorId: null, days: 1 }, dailyBusinessJobs(t.ctx));
    expect(report.days[0]?.jobs['day-totals']).toMatchObject({ through: '2027-01-07' });
  });
});
