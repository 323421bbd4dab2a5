import { emailMessages, journalEntries, loanApplications, notifications, sentReminders } from '@kwacha/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { REMINDER_EMAIL_TEMPLATE } from '../notifications/emails/reminder.emails';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import { activeLoan, borrowerLoan, pay, testClock } from '../payments/testing/payment-test-helpers';
import { DAILY_SERVICING_JOB } from './servicing.jobs';
import { runDailyServicing } from './servicing.service';

const DELAY_MS = 5000;
// Lusaka is UTC+2: 06:00 UTC is 08:00 in Lusaka, the same calendar day.
const morning = (day: string) => `${day}T06:00:00Z`;

// Each loan is paid out on 21 November 2026 (K1,000 over 6 months at 2.5%): instalment 1 of K181.55
// (25.00 interest + 156.55 principal) is due on 21 December, instalment 2 on 21 January.
describe('the daily servicing job', () => {
  let t: TestApp;
  const clock = testClock();
  const loanStatus = async (loanId: string) => {
    const [row] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    return row;
  };
  const lateFees = (loanId: string) =>
    t.ctx.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'late_fee')));
  const newLoan = async () => {
    clock.set('2026-11-21T10:00:00Z');
    return activeLoan(t, clock, DELAY_MS);
  };
  const runOn = async (day: string) => {
    clock.set(morning(day));
    return runDailyServicing(t.ctx);
  };
  /** A session for now: moving the clock by weeks ends the borrower's earlier sessions. */
  const signIn = (borrower: { email: string; password: string }) =>
    loginToken(t, borrower.email, borrower.password);

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('a missed instalment makes the loan overdue after the 3 grace days, not before, with one late fee', async () => {
    const { loanId, borrower } = await newLoan();

    // Due on 21 December; 22, 23 and 24 December are the grace days.
    for (const day of ['2026-12-21', '2026-12-22', '2026-12-24']) {
      await runOn(day);
      expect((await loanStatus(loanId))?.status).toBe('active');
    }
    expect(await lateFees(loanId)).toEqual([]);

    await runOn('2026-12-25');
    expect(await loanStatus(loanId)).toMatchObject({ status: 'overdue', everOverdue: true });
    // Late fee: 5% of the K181.55 overdue = K9.0775, rounded half-up to K9.08.
    const view = await borrowerLoan(t, await signIn(borrower), loanId);
    expect(view).toMatchObject({
      status: 'overdue',
      outstandingBalance: 1098.38, // 1,089.30 + 9.08
      nextPaymentAmount: 190.63, // 181.55 + 9.08
      nextPaymentDate: '2026-12-21',
    });
    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.loanId, loanId), eq(notifications.userId, borrower.userId)))
      .orderBy(asc(notifications.createdAt))
      .offset(1);
    expect(note?.message).toBe(
      'Your loan is overdue: the instalment due on 21 December 2026 is unpaid. K190.63 is now due, including the late fee. Please pay as soon as you can.',
    );

    // Twice the same day, through the job's own handler, and on later days: still one fee.
    await t.ctx.jobs.runNow(DAILY_SERVICING_JOB);
    await runOn('2026-12-25');
    await runOn('2026-12-26');
    expect(await lateFees(loanId)).toHaveLength(1);
    expect((await borrowerLoan(t, await signIn(borrower), loanId)).outstandingBalance).toBe(1098.38);
  });

  it('paying part of the arrears keeps the loan overdue; paying them all returns it to active', async () => {
    const { loanId, borrower } = await newLoan();
    await runOn('2026-12-25');
    expect((await loanStatus(loanId))?.status).toBe('overdue');

    const settle = async (amount: string) => {
      const res = await pay(t, await signIn(borrower), { loanId, amount });
      expect(res.statusCode).toBe(201);
      clock.advance(DELAY_MS);
      await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: res.json().data.id });
    };
    // The penalty goes first (9.08), then interest (25.00), then principal: 100 leaves 90.63 in arrears.
    await settle('100.00');
    expect((await loanStatus(loanId))?.status).toBe('overdue');
    expect((await borrowerLoan(t, await signIn(borrower), loanId)).nextPaymentAmount).toBe(90.63);

    await settle('90.63');
    expect((await loanStatus(loanId))?.status).toBe('active');
    const view = await borrowerLoan(t, await signIn(borrower), loanId);
    // 1,098.38 − 190.63 = 907.75 left; next is instalment 2.
    expect(view).toMatchObject({
      outstandingBalance: 907.75,
      nextPaymentAmount: 181.55,
      nextPaymentDate: '2027-01-21',
    });

    // The job agrees the next day, and never charges that instalment a second fee.
    await runOn('2026-12-27');
    expect((await loanStatus(loanId))?.status).toBe('active');
    expect(await lateFees(loanId)).toHaveLength(1);
  });

  it('returns an overdue loan with no arrears left to active', async () => {
    const { loanId } = await newLoan();
    await t.ctx.db.update(loanApplications).set({ status: 'overdue' }).where(eq(loanApplications.id, loanId));
    const report = await runOn('2026-12-01');
    expect(report.cured).toBeGreaterThanOrEqual(1);
    expect((await loanStatus(loanId))?.status).toBe('active');
  });

  it('sends each reminder once: 3 days before, on the due day, 1 and 7 days after', async () => {
    const { loanId, borrower } = await newLoan();
    const reminders = () =>
      t.ctx.db
        .select({ subject: emailMessages.subject, text: emailMessages.textBody })
        .from(emailMessages)
        .where(
          and(
            eq(emailMessages.toAddress, borrower.email),
            eq(emailMessages.template, REMINDER_EMAIL_TEMPLATE),
          ),
        )
        .orderBy(asc(emailMessages.createdAt));

    await runOn('2026-12-17');
    expect(await reminders()).toEqual([]);
    for (const day of ['2026-12-18', '2026-12-18', '2026-12-19', '2026-12-20']) await runOn(day);
    expect((await reminders()).map((r) => r.subject)).toEqual(['Your loan instalment is due in 3 days']);
    expect((await reminders())[0]?.text).toContain(
      `Instalment 1 of your loan ${loanId.slice(0, 8)} is due on 21 December 2026: K181.55.`,
    );

    for (const day of ['2026-12-21', '2026-12-21', '2026-12-22', '2026-12-22', '2026-12-28', '2026-12-28']) {
      await runOn(day);
    }
    expect((await reminders()).map((r) => r.subject)).toEqual([
      'Your loan instalment is due in 3 days',
      'Your loan instalment is due today',
      'Your loan instalment is 1 day late',
      'Your loan instalment is 7 days late',
    ]);
    expect((await reminders())[3]?.text).toContain('was due on 21 December 2026. K190.63 is still to pay.');
    const recorded = await t.ctx.db.select().from(sentReminders).where(eq(sentReminders.loanId, loanId));
    expect(recorded.map((r) => [r.instalment, r.kind])).toEqual([
      [1, 'before_3'],
      [1, 'due_day'],
      [1, 'after_1'],
      [1, 'after_7'],
    ]);
  });

  it('sends no reminder for an instalment already paid', async () => {
    const { loanId, borrower } = await newLoan();
    const res = await pay(t, await signIn(borrower), { loanId, amount: '181.55' });
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: res.json().data.id });
    for (const day of ['2026-12-18', '2026-12-21', '2026-12-22', '2026-12-28']) await runOn(day);
    expect(await t.ctx.db.select().from(sentReminders).where(eq(sentReminders.loanId, loanId))).toEqual([]);
    expect((await loanStatus(loanId))?.status).toBe('active');
    // Instalment 2 is reminded in its turn.
    await runOn('2027-01-18');
    const recorded = await t.ctx.db.select().from(sentReminders).where(eq(sentReminders.loanId, loanId));
    expect(recorded.map((r) => [r.instalment, r.kind])).toEqual([[2, 'before_3']]);
  });
});
