import { loanPositions } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import { activeLoan, pay, testClock } from '../payments/testing/payment-test-helpers';
import { runDailyServicing } from './servicing.service';

const DELAY_MS = 5000;
const morning = (day: string) => `${day}T06:00:00Z`;

// The loan of servicing.test.ts: K1,000 over 6 months, paid out on 21 November 2026. Instalment 1 of
// K181.55 is due on 21 December, instalment 2 on 21 January 2027, instalment 3 on 21 February. The late
// fee's 3 grace days do not delay the days past due (docs/product.md §13.4).
describe('days past due and delinquency buckets, kept by the daily run (docs/product.md §13.4)', () => {
  let t: TestApp;
  const clock = testClock();
  const runOn = (day: string) => {
    clock.set(morning(day));
    return runDailyServicing(t.ctx);
  };
  const newLoan = () => {
    clock.set('2026-11-21T10:00:00Z');
    return activeLoan(t, clock, DELAY_MS);
  };
  const position = async (loanId: string) => {
    const [row] = await t.ctx.db.select().from(loanPositions).where(eq(loanPositions.loanId, loanId));
    return { days: row?.daysPastDue, bucket: row?.delinquencyBucket, agedOn: row?.agedOn };
  };
  const settle = async (borrower: { email: string; password: string }, loanId: string, amount: string) => {
    const token = await loginToken(t, borrower.email, borrower.password);
    const res = await pay(t, token, { loanId, amount });
    expect(res.statusCode).toBe(201);
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: res.json().data.id });
  };
  const staffView = async (loanId: string) => {
    const staff = await signedInStaff(t, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/admin/${loanId}`,
      headers: { 'x-auth-token': staff.token },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.delinquency;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('counts from the due date and moves bucket after 30, 60, 90 and 180 days', async () => {
    const { loanId } = await newLoan();
    expect(await position(loanId)).toEqual({ days: 0, bucket: null, agedOn: null });

    const expected: [string, number, number | null][] = [
      ['2026-12-21', 0, null], // the due day itself
      ['2026-12-22', 1, 1], // a grace day for the late fee, but past due
      ['2027-01-20', 30, 1],
      ['2027-01-21', 31, 2],
      ['2027-02-19', 60, 2],
      ['2027-02-20', 61, 3],
      ['2027-03-21', 90, 3],
      ['2027-03-22', 91, 4],
      ['2027-06-19', 180, 4],
      ['2027-06-20', 181, 5],
    ];
    for (const [day, days, bucket] of expected) {
      await runOn(day);
      expect({ day, ...(await position(loanId)) }).toEqual({ day, days, bucket, agedOn: day });
    }
    expect(await staffView(loanId)).toEqual({ daysPastDue: 181, bucket: 5, bucketLabel: 'Over 180 days' });
  });

  it('a repayment that clears the arrears makes the loan current at once, before the next run', async () => {
    const { loanId, borrower } = await newLoan();
    await runOn('2027-01-05');
    expect(await position(loanId)).toEqual({ days: 15, bucket: 1, agedOn: '2027-01-05' });
    expect(await staffView(loanId)).toEqual({ daysPastDue: 15, bucket: 1, bucketLabel: '1–30 days' });

    // Instalment 1 and its late fee (5% of K181.55 = K9.08); instalment 2 is due on 21 January.
    await settle(borrower, loanId, '190.63');
    expect(await position(loanId)).toEqual({ days: 0, bucket: null, agedOn: '2027-01-05' });
    expect(await staffView(loanId)).toEqual({ daysPastDue: 0, bucket: null, bucketLabel: null });
  });

  it('a repayment of the oldest instalment only moves the loan to the bucket of its fewer days', async () => {
    const { loanId, borrower } = await newLoan();
    await runOn('2027-02-20');
    expect(await position(loanId)).toEqual({ days: 61, bucket: 3, agedOn: '2027-02-20' });

    // Instalment 1 with its late fee: instalment 2, due on 21 January, is now the oldest unpaid.
    await settle(borrower, loanId, '190.63');
    expect(await position(loanId)).toEqual({ days: 30, bucket: 1, agedOn: '2027-02-20' });
  });

  it('follows the boundaries a superuser set, from the next run', async () => {
    const { loanId } = await newLoan();
    await runOn('2026-12-29');
    expect(await position(loanId)).toEqual({ days: 8, bucket: 1, agedOn: '2026-12-29' });

    const superuser = await signedInStaff(t, 'superuser');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/delinquency-buckets',
      headers: { 'x-auth-token': superuser.token },
      payload: { upperBounds: [7, 14] },
    });
    expect(saved.statusCode).toBe(200);
    // Staff read the new bucket at once; the position keeps the old number until the next run.
    expect(await staffView(loanId)).toEqual({ daysPastDue: 8, bucket: 2, bucketLabel: '8–14 days' });
    expect(await position(loanId)).toEqual({ days: 8, bucket: 1, agedOn: '2026-12-29' });

    for (const [day, days, bucket] of [
      ['2026-12-29', 8, 2],
      ['2027-01-04', 14, 2],
      ['2027-01-05', 15, 3],
    ] as const) {
      await runOn(day);
      expect({ day, ...(await position(loanId)) }).toEqual({ day, days, bucket, agedOn: day });
    }
    expect(await staffView(loanId)).toEqual({ daysPastDue: 15, bucket: 3, bucketLabel: 'Over 14 days' });
  });
});
