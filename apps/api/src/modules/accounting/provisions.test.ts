import { journalEntries, journalLines, type LedgerAccount, type LoanApplication } from '@kwacha/db';
import { formatKwacha, ngweeToKwacha } from '@kwacha/shared/money/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dailyBusinessJobs } from '../../bootstrap';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DELAY_MS, dailyRunOn, loanPaidOutOn, positionOf, repay } from '../collections/testing/overdue-loans';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { testClock } from '../payments/testing/payment-test-helpers';
import { advanceBusinessDate } from '../settings/business-date.service';
import { recogniseInterest } from './interest-recognition.service';
import { postMonthEndProvisions } from './provisions.service';

// docs/decisions/050: two K1,000 loans over 6 months paid out on 21 November 2026; instalment 1 falls due
// on 21 December. Default rates: 1% not past due, 5% for 1–30 days, 100% over 180 days.

/** A loan's credit balance (credit − debit) in `account`, ngwee. */
async function held(t: TestApp, loanId: string, account: LedgerAccount) {
  const [row] = await t.ctx.db
    .select({ balance: sql<string>`coalesce(sum(${journalLines.credit} - ${journalLines.debit}), 0)` })
    .from(journalLines)
    .where(and(eq(journalLines.loanId, loanId), eq(journalLines.account, account)));
  return Number(row?.balance ?? 0);
}

const provisionEntries = (t: TestApp, loanId: string) =>
  t.ctx.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'provision')))
    .orderBy(journalEntries.createdAt);

/** What the loan is carried at: owed, less unearned and suspended interest (ngwee). */
async function exposureOf(t: TestApp, loanId: string) {
  const p = await positionOf(t, loanId);
  const owed = (p?.principal ?? 0) + (p?.interest ?? 0) + (p?.fees ?? 0) + (p?.penalties ?? 0);
  return owed - (await held(t, loanId, 'unearned_interest')) - (await held(t, loanId, 'suspended_interest'));
}

const interestOf = (loan: LoanApplication, n: number) =>
  loan.quoteSnapshot.schedule.find((line) => line.number === n)?.interest ?? 0;

/** 05:30 in Lusaka on `day`: when the job runs, before the day's servicing. */
const beforeServicing = (day: string) => `${day}T03:30:00Z`;

describe('month-end provisions (docs/decisions/050)', () => {
  const clock = testClock();
  let t: TestApp;
  type Loan = Awaited<ReturnType<typeof loanPaidOutOn>>;
  let cured: Loan;
  let writtenOff: Loan;

  const provisionsOf = async (month?: string) => {
    const admin = await signedInStaff(t, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/accounting/provisions${month ? `?month=${month}` : ''}`,
      headers: { 'x-auth-token': admin.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const monthEnd = (day: string) => {
    clock.set(beforeServicing(day));
    return postMonthEndProvisions(t.ctx, day);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    cured = await loanPaidOutOn(t, clock, '2026-11-21');
    writtenOff = await loanPaidOutOn(t, clock, '2026-11-21');
  }, 120_000);
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('provides for a loan not past due at the current rate, once a month, only on the first', async () => {
    expect(await monthEnd('2026-11-30')).toMatchObject({ month: null });
    const report = await monthEnd('2026-12-01');
    expect(report).toEqual({ month: '2026-11', loans: 2, raised: 2, released: 0 });
    // 1% × K1,000 of principal (no interest earned yet) = K10.
    expect(await held(t, cured.loanId, 'loan_loss_provision')).toBe(1_000);
    expect(await held(t, cured.loanId, 'provision_expense')).toBe(-1_000);
    const [entry] = await provisionEntries(t, cured.loanId);
    expect(entry).toMatchObject({
      idempotencyKey: `provision:${cured.loanId}:2026-11`,
      memo: 'Provision at 2026-11-30, not past due at 1%: K10.00 (was K0.00)',
      createdAt: new Date(beforeServicing('2026-12-01')),
    });

    // Again the same day, and later in the month: nothing more.
    expect(await monthEnd('2026-12-01')).toMatchObject({ raised: 0, released: 0 });
    expect(await provisionEntries(t, cured.loanId)).toHaveLength(1);

    const view = await provisionsOf('2026-11');
    expect(view).toMatchObject({ month: '2026-11', measuredAt: expect.any(String) });
    expect(view.buckets.map((b: { label: string }) => b.label)).toEqual([
      'Not past due',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      '91–180 days',
      'Over 180 days',
    ]);
    expect(view.buckets[0]).toEqual({
      bucket: 0,
      label: 'Not past due',
      loans: 2,
      exposure: 2_000,
      ratePercent: 1,
      provision: 20,
    });
    expect(view.totals).toEqual({ loans: 2, exposure: 2_000, provision: 20 });
  });

  it('raises the provision of a loan that moved into a bucket, and releases it when cured', async () => {
    await dailyRunOn(t, clock, '2026-12-21');
    await recogniseInterest(t.ctx, '2026-12-21');
    // 31 December: instalment 1 is 10 days past due (bucket 1–30, 5%) and carries its late fee.
    await dailyRunOn(t, clock, '2026-12-31');
    expect((await positionOf(t, cured.loanId))?.daysPastDue).toBe(10);

    expect(await monthEnd('2027-01-01')).toEqual({ month: '2026-12', loans: 2, raised: 2, released: 0 });
    const lateFee = (await positionOf(t, cured.loanId))?.penalties ?? 0;
    const exposure = await exposureOf(t, cured.loanId);
    // K1,000 principal + instalment 1's interest (earned on 21 December) + the late fee.
    expect(exposure).toBe(100_000 + interestOf(cured.loan, 1) + lateFee);
    // 5% of it, to the ngwee.
    expect(await held(t, cured.loanId, 'loan_loss_provision')).toBe(Math.round(exposure * 0.05));
    const december = await provisionsOf();
    expect(december.month).toBe('2026-12');
    expect(december.buckets[1]).toMatchObject({ label: '1–30 days', loans: 2, ratePercent: 5 });

    // 5 January: the borrower pays what is past due, and is current again.
    clock.set('2027-01-05T09:00:00Z');
    const overdue = (await positionOf(t, cured.loanId))?.overdueAmount ?? 0;
    await repay(t, clock, cured.borrower, cured.loanId, ngweeToKwacha(overdue).toFixed(2));
    expect((await positionOf(t, cured.loanId))?.daysPastDue).toBe(0);

    // The other loan is where it was: its provision stays, and nothing is posted for it.
    const before = await provisionEntries(t, writtenOff.loanId);
    expect(await monthEnd('2027-02-01')).toEqual({ month: '2027-01', loans: 2, raised: 0, released: 1 });
    expect(await provisionEntries(t, writtenOff.loanId)).toHaveLength(before.length);
    // Back to 1% of what it is carried at now.
    const cure = await exposureOf(t, cured.loanId);
    expect(await held(t, cured.loanId, 'loan_loss_provision')).toBe(Math.round(cure * 0.01));
    const [, , released] = await provisionEntries(t, cured.loanId);
    expect(released?.memo).toMatch(
      /^Provision at 2027-01-31, not past due at 1%: K\d+\.\d\d \(was K\d+\.\d\d\)$/,
    );
  });

  it('provides in full over 180 days and releases the provision of a loan written off', async () => {
    // 30 June 2027: instalment 1 is 191 days past due; the interest of instalments 2–6 went to suspense.
    await dailyRunOn(t, clock, '2027-06-30');
    await recogniseInterest(t.ctx, '2027-06-30');
    expect((await positionOf(t, writtenOff.loanId))?.daysPastDue).toBe(191);
    expect(await held(t, writtenOff.loanId, 'suspended_interest')).toBeGreaterThan(0);

    await monthEnd('2027-07-01');
    // 100% of principal, instalment 1's interest and the late fees: suspended interest is not provided for.
    const exposure = await exposureOf(t, writtenOff.loanId);
    expect(await held(t, writtenOff.loanId, 'loan_loss_provision')).toBe(exposure);

    const admin = await signedInStaff(t, 'admin');
    const superuser = await signedInStaff(t, 'superuser');
    const proposed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/loans/${writtenOff.loanId}/write-off`,
      headers: { 'x-auth-token': admin.token },
      payload: { reason: 'No payment for six months; unreachable.' },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/write-offs/${proposed.json().data.id}/approve`,
      headers: { 'x-auth-token': superuser.token },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const writeOffExpense = await held(t, writtenOff.loanId, 'write_off_expense');

    // The loss is in write_off_expense: the provision is released, whatever the loan's days past due.
    const report = await monthEnd('2027-08-01');
    expect(report).toMatchObject({ month: '2027-07', loans: 1, released: 1 });
    expect(await held(t, writtenOff.loanId, 'loan_loss_provision')).toBe(0);
    expect(await held(t, writtenOff.loanId, 'write_off_expense')).toBe(writeOffExpense);
    const last = (await provisionEntries(t, writtenOff.loanId)).at(-1);
    expect(last).toMatchObject({
      idempotencyKey: `provision:${writtenOff.loanId}:2027-07`,
      memo: `Provision at 2027-07-31 released, loan written off: K0.00 (was ${formatKwacha(exposure)})`,
    });
    // Run again: nothing.
    expect(await monthEnd('2027-08-01')).toMatchObject({ raised: 0, released: 0 });
  });
});

describe('month-end provisions when the business date moves (docs/decisions/050)', () => {
  const clock = testClock('2027-03-30T10:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('runs first on a month’s first day, before servicing, for the month that ended', async () => {
    const { loanId } = await loanPaidOutOn(t, clock, '2027-03-30');
    const report = await advanceBusinessDate(t.ctx, { actorId: null, days: 3 }, dailyBusinessJobs(t.ctx));
    expect(report.days.map((day) => [day.date, day.jobs.provisions])).toEqual([
      ['2027-03-31', { month: null, loans: 0, raised: 0, released: 0 }],
      ['2027-04-01', { month: '2027-03', loans: 1, raised: 1, released: 0 }],
      ['2027-04-02', { month: null, loans: 0, raised: 0, released: 0 }],
    ]);
    expect(Object.keys(report.days[1]?.jobs ?? {})[0]).toBe('provisions');
    const [entry] = await provisionEntries(t, loanId);
    expect(entry?.idempotencyKey).toBe(`provision:${loanId}:2027-03`);
    // 1% × K1,000 = K10.
    expect(await held(t, loanId, 'loan_loss_provision')).toBe(1_000);
  });
});
