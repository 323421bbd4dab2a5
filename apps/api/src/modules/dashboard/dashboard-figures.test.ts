import { appSettings, borrowerHealthScores } from '@kwacha/db';
import { healthScoreChange } from '@kwacha/shared/loans/borrower-scores';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, loginToken, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import { activeLoan, pay, testClock } from '../payments/testing/payment-test-helpers';

const DELAY_MS = 5000;

// K1,000 over 6 months at 2.5%, paid out on 21 November 2026: instalment 1 is K181.55 (25.00 interest +
// 156.55 principal) due on 21 December, instalment 2 K181.55 due on 21 January. The borrower's limit is
// the first-loan limit, K2,000 (docs/product.md §12.3).
describe('the dashboard figures', () => {
  let t: TestApp;
  const clock = testClock();

  type Borrower = { email: string; password: string };
  const dashboard = async (borrower: Borrower) => {
    const token = await loginToken(t, borrower.email, borrower.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  /** A repayment the provider confirms after its delay, at the clock's time. */
  const repay = async (borrower: Borrower, loanId: string, amount: string, at: string) => {
    clock.set(at);
    const res = await pay(t, await loginToken(t, borrower.email, borrower.password), { loanId, amount });
    expect(res.statusCode).toBe(201);
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: res.json().data.id });
  };
  /** The daily scores kept for a borrower, oldest first. */
  const keptScores = (userId: string) =>
    t.ctx.db
      .select({ day: borrowerHealthScores.day, score: borrowerHealthScores.score })
      .from(borrowerHealthScores)
      .where(eq(borrowerHealthScores.userId, userId))
      .orderBy(borrowerHealthScores.day);
  const newLoan = () => {
    clock.set('2026-11-21T10:00:00Z');
    return activeLoan(t, clock, DELAY_MS);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('charts the successful repayments by Lusaka month, the last 12 months with empty ones as zeros', async () => {
    const { loanId, borrower } = await newLoan();
    await repay(borrower, loanId, '100.00', '2026-11-25T10:00:00Z');
    // 22:30 UTC on 30 November is 00:30 on 1 December in Lusaka: a December payment.
    await repay(borrower, loanId, '50.00', '2026-11-30T22:30:00Z');
    await repay(borrower, loanId, '31.55', '2026-12-10T10:00:00Z');

    clock.set('2026-12-15T10:00:00Z');
    const { paymentTrend } = await dashboard(borrower);
    expect(paymentTrend).toHaveLength(12);
    expect(paymentTrend[0]).toEqual({ month: '2026-01', amount: 0, count: 0 });
    expect(paymentTrend.slice(-2)).toEqual([
      { month: '2026-11', amount: 100, count: 1 },
      { month: '2026-12', amount: 81.55, count: 2 },
    ]);
    expect(paymentTrend.slice(0, 10).every((m: { count: number }) => m.count === 0)).toBe(true);

    // A month later the window has moved on by one month.
    clock.set('2027-01-02T10:00:00Z');
    const later = (await dashboard(borrower)).paymentTrend;
    expect(later.map((m: { month: string }) => m.month).slice(-3)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(later[0].month).toBe('2026-02');
  });

  it('payment history is the on-time share of paid instalments: a late one brings it down', async () => {
    const { loanId, borrower } = await newLoan();
    clock.set('2026-11-22T10:00:00Z');
    expect((await dashboard(borrower)).health.paymentHistoryPercent).toBeNull();

    await repay(borrower, loanId, '181.55', '2026-12-20T10:00:00Z'); // due 21 December: on time
    expect((await dashboard(borrower)).health.paymentHistoryPercent).toBe(100);

    // Due on 21 January, paid on the 23rd (within the grace days, so no late fee): 1 of 2 on time.
    await repay(borrower, loanId, '181.55', '2027-01-23T10:00:00Z');
    expect((await dashboard(borrower)).health.paymentHistoryPercent).toBe(50);
  });

  it('utilisation is 0 with nothing owed and the principal owed against the limit otherwise', async () => {
    const applicant = await borrowerWithApplication(t);
    clock.set('2026-11-21T10:00:00Z');
    // An application only: nothing owed and no repayment history, so not rated; the bars are still there.
    expect((await dashboard(applicant.borrower)).health).toEqual({
      state: 'not_rated',
      score: null,
      previousScore: null,
      paymentHistoryPercent: null,
      loanUtilisationPercent: 0,
      creditworthinessPercent: 50,
    });

    const { loanId, borrower } = await newLoan();
    // K1,000 owed of a K2,000 limit; nothing repaid and nothing due yet, so still not rated.
    expect((await dashboard(borrower)).health).toMatchObject({
      state: 'not_rated',
      loanUtilisationPercent: 50,
      score: null,
    });
    await repay(borrower, loanId, '181.55', '2026-12-01T10:00:00Z');
    // 843.45 of 2,000 = 42.17% → 42; the score is (100 + (100 − 42) + 70) / 3 = 76.
    expect((await dashboard(borrower)).health).toMatchObject({
      state: 'rated',
      paymentHistoryPercent: 100,
      loanUtilisationPercent: 42,
      creditworthinessPercent: 70,
      score: 76,
    });

    // The limit follows the instant-approval rules as saved: a K4,000 first-loan limit halves the share.
    const rules = { enabled: false, firstLoanLimit: 400_000, growthPercent: 50, cap: 5_000_000 };
    await t.ctx.db.insert(appSettings).values({ key: 'instant_approval', value: rules });
    try {
      // 843.45 of 4,000 = 21.09% → 21; the score is (100 + (100 − 21) + 70) / 3 = 83.
      expect((await dashboard(borrower)).health).toMatchObject({ loanUtilisationPercent: 21, score: 83 });
    } finally {
      await t.ctx.db.delete(appSettings).where(eq(appSettings.key, 'instant_approval'));
    }
  });

  it('a borrower without any loan has no score yet, and none is kept', async () => {
    const borrower = await verifiedBorrower(t);
    expect((await dashboard(borrower)).health).toEqual({
      state: 'no_loans',
      score: null,
      previousScore: null,
      paymentHistoryPercent: null,
      loanUtilisationPercent: 0,
      creditworthinessPercent: 75,
    });
    expect(await keptScores(borrower.userId)).toEqual([]);
  });

  it('right after the payout the borrower is not rated and nothing is kept; a due date passing rates them', async () => {
    const { borrower } = await newLoan();
    // K1,000 owed of a K2,000 limit would read 60 ("Fair") with nothing done wrong: no judgement yet.
    expect((await dashboard(borrower)).health).toEqual({
      state: 'not_rated',
      score: null,
      previousScore: null,
      paymentHistoryPercent: null,
      loanUtilisationPercent: 50,
      creditworthinessPercent: 70,
    });
    expect(await keptScores(borrower.userId)).toEqual([]);

    // Instalment 1 was due on 21 December and is not paid: that is history. (100 − 50 + 70) / 2 = 60.
    clock.set('2026-12-22T10:00:00Z');
    expect((await dashboard(borrower)).health).toMatchObject({
      state: 'rated',
      score: 60,
      paymentHistoryPercent: null,
    });
  });

  it('the previous score is the one shown on an earlier Lusaka day, and the change text follows it', async () => {
    const { loanId, borrower } = await newLoan();
    expect((await dashboard(borrower)).health).toMatchObject({ state: 'not_rated', previousScore: null });

    // 22:30 UTC is already 22 November in Lusaka: the first rated score, with nothing earlier kept.
    await repay(borrower, loanId, '181.55', '2026-11-21T22:30:00Z');
    const next = (await dashboard(borrower)).health;
    expect(next).toMatchObject({ state: 'rated', score: 76, previousScore: null });
    expect(healthScoreChange(next.score, next.previousScore)).toBe('No previous data');

    // The day after, nothing changed: the 22nd's score is the previous one.
    clock.set('2026-11-23T10:00:00Z');
    const unchanged = (await dashboard(borrower)).health;
    expect(unchanged).toMatchObject({ score: 76, previousScore: 76 });
    expect(healthScoreChange(unchanged.score, unchanged.previousScore)).toBe('No change');
    expect(await keptScores(borrower.userId)).toEqual([
      { day: '2026-11-22', score: 76 },
      { day: '2026-11-23', score: 76 },
    ]);
  });
});
