import { journalEntries, journalLines, type LedgerAccount, type LoanApplication } from '@kwacha/db';
import { kwachaToNgwee, ngweeToKwacha } from '@kwacha/shared/money/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dailyBusinessJobs } from '../../bootstrap';
import { loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DELAY_MS, dailyRunOn, loanPaidOutOn, positionOf, repay } from '../collections/testing/overdue-loans';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import { pay, testClock } from '../payments/testing/payment-test-helpers';
import { advanceBusinessDate } from '../settings/business-date.service';
import { recogniseInterest } from './interest-recognition.service';

// docs/decisions/047: a K1,000 loan over 6 months paid out on 21 November 2026; instalment n falls due on
// the 21st n months on, and its interest is the quoted schedule's.
type Line = { account: string; debits: number; credits: number; closing: number };

function setUp() {
  const clock = testClock();
  const ctx = { t: undefined as unknown as TestApp, clock };
  beforeAll(async () => {
    ctx.t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(ctx.t));
  afterAll(() => ctx.t.close());
  return ctx;
}

/** The servicing run for `day` (ages every loan), then the recognition job for it, as a business day runs. */
async function businessDay(t: TestApp, clock: ReturnType<typeof testClock>, day: string) {
  await dailyRunOn(t, clock, day);
  return recogniseInterest(t.ctx, day);
}

/** A loan's credit balance (credit − debit) in `account`, ngwee. */
async function held(t: TestApp, loanId: string, account: LedgerAccount) {
  const [row] = await t.ctx.db
    .select({ balance: sql<string>`coalesce(sum(${journalLines.credit} - ${journalLines.debit}), 0)` })
    .from(journalLines)
    .where(and(eq(journalLines.loanId, loanId), eq(journalLines.account, account)));
  return Number(row?.balance ?? 0);
}

const interestOf = (loan: LoanApplication, n: number) =>
  loan.quoteSnapshot.schedule.find((line) => line.number === n)?.interest ?? 0;
const totalInterest = (loan: LoanApplication) =>
  loan.quoteSnapshot.schedule.reduce((sum, line) => sum + line.interest, 0);

async function recognitionKeys(t: TestApp, loanId: string) {
  const rows = await t.ctx.db
    .select({ key: journalEntries.idempotencyKey, kind: journalEntries.kind })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.loanId, loanId),
        sql`${journalEntries.kind} in ('interest_recognition', 'interest_resumed')`,
      ),
    );
  return rows.map((r) => r.key).sort();
}

describe('interest recognised on each due date (docs/decisions/047)', () => {
  const s = setUp();

  it('recognises each instalment once on its due date, and the trial balance shows it', async () => {
    const { t, clock } = s;
    const { loanId, loan } = await loanPaidOutOn(t, clock, '2026-11-21');
    const trialBalance = async (from: string, to: string) => {
      // Signed in afresh: the clock moves past session lifetimes.
      const token = (await signedInStaff(t, 'admin')).token;
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/accounting/trial-balance?from=${from}&to=${to}`,
        headers: { 'x-auth-token': token },
      });
      expect(res.statusCode).toBe(200);
      const lines = res.json().data.lines as Line[];
      return (account: string) => lines.find((l) => l.account === account) as Line;
    };

    // Nothing is due before 21 December.
    expect(await businessDay(t, clock, '2026-12-20')).toMatchObject({ recognised: 0, suspended: 0 });
    expect(await businessDay(t, clock, '2026-12-21')).toMatchObject({ recognised: 1, suspended: 0 });
    // Run again the same day: nothing posts twice.
    expect(await recogniseInterest(t.ctx, '2026-12-21')).toMatchObject({ recognised: 0 });
    expect(await recognitionKeys(t, loanId)).toEqual([`interest:${loanId}:1`]);

    const december = await trialBalance('2026-12-21', '2026-12-21');
    expect(kwachaToNgwee(december('interest_income').credits)).toBe(interestOf(loan, 1));
    expect(kwachaToNgwee(december('unearned_interest').debits)).toBe(interestOf(loan, 1));

    await businessDay(t, clock, '2027-01-21');
    await recogniseInterest(t.ctx, '2027-01-21');
    expect(await recognitionKeys(t, loanId)).toEqual([`interest:${loanId}:1`, `interest:${loanId}:2`]);
    const january = await trialBalance('2027-01-21', '2027-01-21');
    expect(kwachaToNgwee(january('interest_income').credits)).toBe(interestOf(loan, 2));
    // Balances are debit − credit: income and unearned interest are credit balances.
    const sinceStart = await trialBalance('2026-11-01', '2027-01-21');
    // I1 + I2 earned; the rest of the interest still unearned.
    expect(kwachaToNgwee(-sinceStart('interest_income').closing)).toBe(
      interestOf(loan, 1) + interestOf(loan, 2),
    );
    expect(kwachaToNgwee(-sinceStart('unearned_interest').closing)).toBe(
      totalInterest(loan) - interestOf(loan, 1) - interestOf(loan, 2),
    );
  });

  it('runs with every other daily job when the business date moves', async () => {
    const { t } = s;
    const report = await advanceBusinessDate(t.ctx, { actorId: null, days: 1 }, dailyBusinessJobs(t.ctx));
    expect(Object.keys(report.days[0]?.jobs ?? {})).toContain('interest-recognition');
  });
});

describe('interest of a loan more than 90 days past due (docs/decisions/047)', () => {
  const s = setUp();

  it('goes to suspense, and back to income once the arrears are paid', async () => {
    const { t, clock } = s;
    const { loanId, loan, borrower } = await loanPaidOutOn(t, clock, '2026-11-21');
    await businessDay(t, clock, '2026-12-21'); // 0 days past due: income
    // 22 March 2027: instalment 1 (21 December) is 91 days past due; instalments 2–4 are suspended.
    expect(await businessDay(t, clock, '2027-03-22')).toMatchObject({ recognised: 0, suspended: 3 });
    const suspended = interestOf(loan, 2) + interestOf(loan, 3) + interestOf(loan, 4);
    expect(await held(t, loanId, 'interest_income')).toBe(interestOf(loan, 1));
    expect(await held(t, loanId, 'suspended_interest')).toBe(suspended);

    // The borrower pays everything past due: current again, so the suspense comes back to income.
    const position = await positionOf(t, loanId);
    await repay(t, clock, borrower, loanId, ngweeToKwacha(position?.overdueAmount ?? 0).toFixed(2));
    expect((await positionOf(t, loanId))?.daysPastDue).toBe(0);
    expect(await businessDay(t, clock, '2027-03-23')).toMatchObject({ resumed: 1 });
    expect(await held(t, loanId, 'suspended_interest')).toBe(0);
    expect(await held(t, loanId, 'interest_income')).toBe(interestOf(loan, 1) + suspended);
    // Again the same day: nothing more.
    expect(await recogniseInterest(t.ctx, '2027-03-23')).toMatchObject({ recognised: 0, resumed: 0 });
  });
});

describe('interest of a loan paid off or paid ahead (docs/decisions/047)', () => {
  const s = setUp();

  const payoffOf = async (token: string, loanId: string) => {
    const res = await s.t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${loanId}/payoff-quote`,
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.total as number;
  };
  const settled = async (res: { statusCode: number; body: string; json(): { data: { id: string } } }) => {
    expect(res.statusCode, res.body).toBe(201);
    s.clock.advance(DELAY_MS);
    await s.t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: res.json().data.id });
  };

  it('recognises what the payoff left unearned, and nothing after', async () => {
    const { t, clock } = s;
    const { loanId, loan, borrower } = await loanPaidOutOn(t, clock, '2026-11-21');
    await businessDay(t, clock, '2026-12-21');
    await repay(
      t,
      clock,
      borrower,
      loanId,
      ngweeToKwacha(loan.quoteSnapshot.schedule[0]?.instalment ?? 0).toFixed(2),
    );
    // Paid off on 5 January 2027: 15 of December's 31 days of instalment 2's interest are earned.
    clock.set('2027-01-05T09:00:00Z');
    await settled(
      await pay(t, await loginToken(t, borrower.email, borrower.password), {
        loanId,
        amount: (await payoffOf(await loginToken(t, borrower.email, borrower.password), loanId)).toFixed(2),
        purpose: 'payoff',
      }),
    );
    const unearnedAfterPayoff = await held(t, loanId, 'unearned_interest');
    expect(unearnedAfterPayoff).toBeGreaterThan(0);
    expect(unearnedAfterPayoff).toBeLessThan(interestOf(loan, 2));

    expect(await businessDay(t, clock, '2027-01-05')).toMatchObject({ recognised: 1 });
    expect(await held(t, loanId, 'unearned_interest')).toBe(0);
    expect(await held(t, loanId, 'interest_income')).toBe(interestOf(loan, 1) + unearnedAfterPayoff);
    const keys = await recognitionKeys(t, loanId);
    expect(keys).toEqual([`interest:${loanId}:1`, `interest:${loanId}:final`]);
    // Later due dates recognise nothing more.
    await businessDay(t, clock, '2027-01-21');
    await businessDay(t, clock, '2027-02-21');
    expect(await recognitionKeys(t, loanId)).toEqual(keys);
  });

  it('never recognises more than a prepayment left charged', async () => {
    const { t, clock } = s;
    const { loanId, borrower } = await loanPaidOutOn(t, clock, '2026-11-21');
    clock.set('2026-12-01T09:00:00Z');
    await settled(
      await pay(t, await loginToken(t, borrower.email, borrower.password), {
        loanId,
        amount: '400.00',
        purpose: 'prepayment',
        prepaymentOption: 'shorter_term',
      }),
    );
    // Interest the loan charges after the prepayment: what unearned interest holds now.
    const charged = await held(t, loanId, 'unearned_interest');
    for (const day of ['2026-12-21', '2027-01-21', '2027-02-21', '2027-03-21', '2027-04-21', '2027-05-21']) {
      await businessDay(t, clock, day);
      expect(
        (await held(t, loanId, 'interest_income')) + (await held(t, loanId, 'suspended_interest')),
      ).toBeLessThanOrEqual(charged);
    }
    expect(await held(t, loanId, 'unearned_interest')).toBeGreaterThanOrEqual(0);
  });
});
