import { journalEntries, journalLines, loanApplications, RECEIVABLE_ACCOUNTS } from '@kwacha/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
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

  const staffLoan = async (loanId: string) => {
    const admin = await signedInStaff(t, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/admin/${loanId}`,
      headers: { 'x-auth-token': admin.token },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  /** Ngwee the loan's entries of one kind took off what is owed: Σ (credit − debit) of receivable lines. */
  const receivableCredits = async (loanId: string, kind: 'repayment' | 'interest_rebate') => {
    const [row] = await t.ctx.db
      .select({ ngwee: sql<string>`coalesce(sum(${journalLines.credit} - ${journalLines.debit}), 0)` })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(
        and(
          eq(journalEntries.loanId, loanId),
          eq(journalEntries.kind, kind),
          inArray(journalLines.account, [...RECEIVABLE_ACCOUNTS]),
        ),
      );
    return Number(row?.ngwee);
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

  it('a loan repaid by its last due date is paid on every line, nothing waived', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    // On the last due date every month's interest is earned: paying the balance waives none of it (paid
    // earlier, it would be a payoff and the later months' interest waived, as the next test shows).
    clock.set('2027-05-21T10:00:00Z');
    const { outstandingBalance } = await view(borrower, loanId);
    await repay(borrower, loanId, outstandingBalance.toFixed(2));
    const loan = await view(borrower, loanId);
    expect(loan.status).toBe('paid');
    expect(loan.schedule.map((l: Line) => l.status)).toEqual(Array(6).fill('paid'));
    // Nothing waived: repaid in all is the whole schedule, 6 instalments of principal and interest.
    expect(loan).toMatchObject({ repaymentAmount: 1089.3, repaidInAll: 1089.3, interestWaived: null });
  });

  it('a loan paid off early says what was repaid in all, the interest waived, and which instalments closed early', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    clock.set('2026-12-20T08:00:00Z');
    await repay(borrower, loanId, '181.55'); // instalment 1, on time
    clock.set('2027-01-05T08:00:00Z'); // 10:00 in Lusaka, 15 days into instalment 2's month
    const token = await loginToken(t, borrower.email, borrower.password);
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${loanId}/payoff-quote`,
      headers: { 'x-auth-token': token },
    });
    const { total } = quote.json().data as { total: number };
    const payoff = await pay(t, token, { loanId, amount: total.toFixed(2), purpose: 'payoff' });
    expect(payoff.statusCode).toBe(201);
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: payoff.json().data.id });

    const loan = await view(borrower, loanId);
    expect(loan.status).toBe('paid');
    const repaid = await receivableCredits(loanId, 'repayment');
    const waived = await receivableCredits(loanId, 'interest_rebate');
    // 181.55 + the payoff were paid; with the interest waived they make the whole 1,089.30 scheduled.
    expect(repaid).toBe(18_155 + Math.round(total * 100));
    expect(repaid + waived).toBe(108_930);
    expect(loan).toMatchObject({
      repaymentAmount: 1089.3, // as scheduled
      repaidInAll: repaid / 100,
      interestWaived: waived / 100,
      outstandingBalance: 0,
    });
    const lines = loan.schedule as (Line & { interest: number; interestWaived?: number })[];
    expect(lines.map((l) => l.status)).toEqual(['paid', ...Array(5).fill('closed_early')]);
    expect(lines[0]?.interestWaived).toBeUndefined();
    // Instalment 2's month ran 21 December to 21 January (31 days), 15 of them gone: its K21.09 of
    // interest is earned 21.09 × 15 / 31 = 10.20, so 10.89 is waived; instalments 3 to 6 owe none.
    expect(lines[1]).toMatchObject({ interest: 21.09, interestWaived: 10.89 });
    for (const line of lines.slice(2)) expect(line.interestWaived).toBe(line.interest);
    const byInstalment = lines.reduce((sum, l) => sum + Math.round((l.interestWaived ?? 0) * 100), 0);
    expect(byInstalment).toBe(waived);

    // Staff read the same figures.
    const staff = await staffLoan(loanId);
    expect(staff).toMatchObject({ repaidInAll: repaid / 100, interestWaived: waived / 100 });
    expect(staff.schedule.map((l: Line) => l.status)).toEqual(lines.map((l) => l.status));
  });

  it('a loan staff rejected shows its borrower no schedule and no repayment amount', async () => {
    const { borrower, loanId } = await borrowerWithApplication(t);
    const admin = await signedInStaff(t, 'admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/loan-applications/admin/loan/${loanId}/status`,
      headers: { 'x-auth-token': admin.token },
      payload: { status: 'rejected', remarks: 'Income could not be confirmed.' },
    });
    expect(res.statusCode).toBe(200);
    const token = await loginToken(t, borrower.email, borrower.password);
    const nothingOwed = {
      status: 'rejected',
      repaymentAmount: null,
      repaidInAll: null,
      interestWaived: null,
      outstandingBalance: 0,
      nextPaymentAmount: null,
      nextPaymentDate: null,
      schedule: [],
    };
    expect(await borrowerLoan(t, token, loanId)).toMatchObject(nothingOwed);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/loan-applications/my-loans',
      headers: { 'x-auth-token': token },
    });
    expect(list.json().data).toEqual([expect.objectContaining(nothingOwed)]);
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
    // Staff see what will be owed once the money arrives, not a balance: nothing is owed yet.
    expect(staffView.json().data).toMatchObject({
      disbursementDate: '2026-11-21T10:03:00.000Z',
      repaymentAmount: 1089.3,
      outstandingBalance: 0,
      repaidInAll: null,
    });
  });
});
