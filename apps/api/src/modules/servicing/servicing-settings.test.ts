import { emailMessages, journalEntries, loanApplications } from '@kwacha/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { REMINDER_EMAIL_TEMPLATE } from '../notifications/emails/reminder.emails';
import { activeLoan, borrowerLoan, testClock } from '../payments/testing/payment-test-helpers';
import { runDailyServicing } from './servicing.service';

const DELAY_MS = 5000;
const morning = (day: string) => `${day}T06:00:00Z`;

// The loan of servicing.test.ts: K1,000 over 6 months at 2.5%, paid out on 21 November 2026; instalment 1
// of K181.55 is due on 21 December. Here a superuser set the late fee to 10% and the grace days to 1.
describe('the daily run follows the late-fee rule a superuser set (docs/product.md §14.5)', () => {
  let t: TestApp;
  const clock = testClock();
  const runOn = (day: string) => {
    clock.set(morning(day));
    return runDailyServicing(t.ctx);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('charges 10% once the single grace day is over, and says so in the reminder', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const superuser = await signedInStaff(t, 'superuser');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/late-fee',
      headers: { 'x-auth-token': superuser.token },
      payload: { lateFeePercent: 10, graceDays: 1 },
    });
    expect(saved.statusCode).toBe(200);
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);

    // 22 December is the one grace day: still active, no fee, and the reminder warns of the fee to come.
    await runOn('2026-12-22');
    const status = async () =>
      (await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId)))[0]?.status;
    expect(await status()).toBe('active');
    const [lateReminder] = await t.ctx.db
      .select({ subject: emailMessages.subject, text: emailMessages.textBody })
      .from(emailMessages)
      .where(
        and(eq(emailMessages.toAddress, borrower.email), eq(emailMessages.template, REMINDER_EMAIL_TEMPLATE)),
      )
      .orderBy(asc(emailMessages.createdAt));
    expect(lateReminder?.subject).toBe('Your loan instalment is 1 day late');
    expect(lateReminder?.text).toContain(
      'Please pay as soon as you can: 1 day after the due date a one-time late fee of 10% of the overdue amount is added.',
    );

    await runOn('2026-12-23');
    expect(await status()).toBe('overdue');
    const fees = await t.ctx.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'late_fee')));
    expect(fees).toHaveLength(1);
    // 10% of the K181.55 overdue = K18.155, rounded half-up to K18.16 (5% would have been K9.08).
    const view = await borrowerLoan(t, await loginToken(t, borrower.email, borrower.password), loanId);
    expect(view).toMatchObject({
      status: 'overdue',
      outstandingBalance: 1107.46, // 1,089.30 + 18.16
      nextPaymentAmount: 199.71, // 181.55 + 18.16
    });
  });

  it('leaves a loan applied for before the change on the rule its key facts promised', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const superuser = await signedInStaff(t, 'superuser');
    const setRule = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/late-fee',
        headers: { 'x-auth-token': superuser.token },
        payload: body,
      });
    expect((await setRule({ lateFeePercent: 5, graceDays: 3 })).statusCode).toBe(200);
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    expect((await setRule({ lateFeePercent: 10, graceDays: 1 })).statusCode).toBe(200);

    // 23 December would be late under the new rule; this loan still has its 3 grace days.
    await runOn('2026-12-23');
    const status = async () =>
      (await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId)))[0]?.status;
    expect(await status()).toBe('active');
    await runOn('2026-12-25');
    expect(await status()).toBe('overdue');
    // 5% of the K181.55 overdue = K9.0775, rounded half-up to K9.08.
    const view = await borrowerLoan(t, await loginToken(t, borrower.email, borrower.password), loanId);
    expect(view).toMatchObject({ outstandingBalance: 1098.38, nextPaymentAmount: 190.63 }); // + 9.08
  });
});
