import { loanApplications } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  confirm,
  initiated,
  loanReadyToDisburse,
  walletNumber,
} from '../disbursements/testing/disbursement-test-helpers';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import { activeLoan, borrowerLoan, pay, testClock } from '../payments/testing/payment-test-helpers';

const DELAY_MS = 5000;
type Line = { status: string | null; daysOverdue: number | null };
const standings = (view: { schedule: Line[] }) => view.schedule.map((l) => [l.status, l.daysOverdue]);

// K1,000 over 6 months at 2.5%, paid out on 21 November 2026: instalment 1 is K181.55 due on 21 December,
// the others on the 21st of each month after.
describe("the loan view's schedule and disbursement date", () => {
  let t: TestApp;
  const clock = testClock();
  type Borrower = { email: string; password: string };
  const view = async (borrower: Borrower, loanId: string) =>
    borrowerLoan(t, await loginToken(t, borrower.email, borrower.password), loanId);
  const repay = async (borrower: Borrower, loanId: string, amount: string) => {
    const res = await pay(t, await loginToken(t, borrower.email, borrower.password), { loanId, amount });
    expect(res.statusCode).toBe(201);
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: res.json().data.id });
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('says part paid, due, overdue with its days, paid and upcoming from the ledger on the Lusaka day', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const upcoming = [
      ['upcoming', null],
      ['upcoming', null],
      ['upcoming', null],
      ['upcoming', null],
      ['upcoming', null],
    ];
    expect(standings(await view(borrower, loanId))).toEqual([['upcoming', null], ...upcoming]);

    clock.set('2026-12-10T10:00:00Z');
    await repay(borrower, loanId, '100.00');
    expect(standings(await view(borrower, loanId))).toEqual([['part_paid', null], ...upcoming]);

    // 22:30 UTC on 20 December is already the due day in Lusaka.
    clock.set('2026-12-20T22:30:00Z');
    expect(standings(await view(borrower, loanId))).toEqual([['due', null], ...upcoming]);

    clock.set('2026-12-24T10:00:00Z');
    expect(standings(await view(borrower, loanId))).toEqual([['overdue', 3], ...upcoming]);

    await repay(borrower, loanId, '81.55');
    const [paid, ...rest] = (await view(borrower, loanId)).schedule;
    expect([paid.status, paid.daysOverdue]).toEqual(['paid', null]);
    expect(standings({ schedule: rest })).toEqual(upcoming);
  });

  it('a repaid loan is paid on every line', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    clock.set('2026-12-01T10:00:00Z');
    const { outstandingBalance } = await view(borrower, loanId);
    await repay(borrower, loanId, outstandingBalance.toFixed(2));
    const loan = await view(borrower, loanId);
    expect(loan.status).toBe('paid');
    expect(loan.schedule.map((l: Line) => l.status)).toEqual(Array(6).fill('paid'));
  });

  it('a loan whose money never went out shows its borrower no schedule and nothing owed', async () => {
    const { borrower, loanId } = await borrowerWithApplication(t);
    const nothingOwed = {
      repaymentAmount: null,
      outstandingBalance: 0,
      nextPaymentAmount: null,
      nextPaymentDate: null,
      schedule: [],
    };
    expect(await view(borrower, loanId)).toMatchObject({ status: 'pending', ...nothingOwed });
    for (const status of [
      'approved',
      'rejected',
      'otp_pending',
      'disbursement_failed',
      'cancelled',
    ] as const) {
      await t.ctx.db.update(loanApplications).set({ status }).where(eq(loanApplications.id, loanId));
      expect(await view(borrower, loanId)).toMatchObject({ status, ...nothingOwed });
    }
  });

  it('a disbursed loan shows when its money was sent until it arrives', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const admin = await signedInStaff(t, 'admin');
    const { loanId, borrower } = await loanReadyToDisburse(t, { wallet: walletNumber('4321') });
    expect((await view(borrower, loanId)).disbursementDate).toBeNull();

    const { transactionId, otp } = await initiated(t, admin, loanId);
    clock.set('2026-11-21T10:03:00Z');
    expect((await confirm(t, admin.token, loanId, transactionId, otp)).statusCode).toBe(200);
    clock.set('2026-11-21T10:03:02Z');
    const sent = await view(borrower, loanId);
    expect(sent).toMatchObject({ status: 'disbursed', disbursementDate: '2026-11-21T10:03:00.000Z' });
    // The money is on its way: nothing is owed yet, every instalment is to come.
    expect(sent.schedule.every((l: Line) => l.status === 'upcoming')).toBe(true);

    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/admin/${loanId}`,
      headers: { 'x-auth-token': await loginToken(t, admin.email, admin.password) },
    });
    expect(staffView.json().data.disbursementDate).toBe('2026-11-21T10:03:00.000Z');
  });
});
