import {
  auditEvents,
  disbursements,
  loanApplications,
  notifications,
  simulatorTransactions,
} from '@kwacha/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { FUNDS_SENT_EMAIL_TEMPLATE } from '../notifications/emails/payout.emails';
import { DISBURSEMENT_CHECK_JOB, reconcileDisbursements } from './settlement';
import {
  confirm,
  initiateBodyFor,
  initiated,
  loanReadyToDisburse,
  walletNumber,
  wrongOtp,
} from './testing/disbursement-test-helpers';

const DELAY_MS = 5000;
const ALREADY_USED = 'This OTP has already been used.';
const LOCKED = 'Too many wrong codes. Initiate the disbursement again to get a new code.';

describe('POST /api/loan-applications/admin/loan/:id/disburse/confirm', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  let clock = new Date('2026-11-21T10:00:00Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  // Every code the tests saw, to prove none of them reached a log line or a response.
  const codes: string[] = [];
  const responses: string[] = [];
  const remember = <T extends { body: string }>(res: T): T => {
    responses.push(res.body);
    return res;
  };
  const codeFor = async (loanId: string) => {
    const started = await initiated(t, admin, loanId);
    codes.push(started.otp);
    return started;
  };
  const loanRow = async (loanId: string) => {
    const [row] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { simulatorDelayMs: DELAY_MS } });
    admin = await signedInStaff(t, 'admin');
  });
  afterAll(() => t.close());

  it('sends the money: disbursed at once, active with a schedule from the day it arrived', async () => {
    const { loanId, borrower } = await loanReadyToDisburse(t, { wallet: walletNumber('4321') });
    const { transactionId, otp } = await codeFor(loanId);

    const res = remember(await confirm(t, admin.token, loanId, transactionId, otp));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Disbursement confirmed successfully!');
    const view = res.json().data.loanApplication;
    // Sent, not yet arrived: the loan shows when the money was sent (docs/product.md §4.9).
    expect(view).toMatchObject({ id: loanId, status: 'disbursed', disbursementDate: clock.toISOString() });
    expect(view.disbursementHistory).toEqual([
      expect.objectContaining({ status: 'processing', transactionId, amount: 950, provider: 'simulator' }),
    ]);
    expect(view.disbursementHistory[0].providerReference).toMatch(/^SIM-/);
    const [row] = await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId));
    expect(row).toMatchObject({
      status: 'processing',
      confirmedBy: admin.id,
      otpUsedAt: clock,
      sentAt: clock,
    });

    // Before the simulator's delay nothing settles.
    const check = () => t.ctx.jobs.runNow(DISBURSEMENT_CHECK_JOB, { disbursementId: row?.id });
    advance(DELAY_MS - 1000);
    await check();
    expect((await loanRow(loanId))?.status).toBe('disbursed');
    // Reconciliation leaves a transfer asked about 2 seconds ago alone; the check job asks now.
    advance(2000);
    expect(await reconcileDisbursements(t.ctx)).toEqual({ checked: 0 });
    expect((await loanRow(loanId))?.status).toBe('disbursed');
    const settledAt = clock;
    await check();
    const loan = await loanRow(loanId);
    expect(loan).toMatchObject({ status: 'active', disbursementDate: settledAt });
    const [settled] = await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId));
    expect(settled).toMatchObject({ status: 'successful', settledAt });

    // The borrower sees the schedule dated from the day the money arrived (21 November, Lusaka).
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${loanId}`,
      headers: { 'x-auth-token': borrower.token },
    });
    expect(mine.json().data).toMatchObject({
      status: 'active',
      disbursementDate: settledAt.toISOString(),
      nextPaymentDate: '2026-12-21',
    });
    expect(mine.json().data.schedule[5].dueDate).toBe('2027-05-21');

    const borrowerNotes = () =>
      t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.loanId, loanId), eq(notifications.userId, borrower.userId)));
    expect(await borrowerNotes()).toEqual([
      expect.objectContaining({
        userId: borrower.userId,
        type: 'info',
        message: `Your loan has been paid out: K950.00 was sent to Airtel ${borrower.phoneNumber}.`,
      }),
    ]);
    const email = await latestEmail(t, borrower.email, FUNDS_SENT_EMAIL_TEMPLATE);
    expect(email.textBody).toContain(`K950.00 was sent to Airtel ${borrower.phoneNumber}`);
    expect(email.textBody).toContain('is due on 21 December 2026');

    const trail = await t.ctx.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.loanId, loanId))
      .orderBy(auditEvents.id);
    expect(trail).toEqual([
      { action: 'disbursement.initiated', actorId: admin.id },
      { action: 'disbursement.confirmed', actorId: admin.id },
      { action: 'disbursement.accepted', actorId: null },
      { action: 'disbursement.settled', actorId: null },
    ]);

    // A late or repeated answer changes nothing once the transfer is final.
    advance(60_000);
    await reconcileDisbursements(t.ctx);
    expect(await borrowerNotes()).toHaveLength(1);

    // The code cannot be used again.
    const again = remember(await confirm(t, admin.token, loanId, transactionId, otp));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ALREADY_USED, error: { code: 'OTP_ALREADY_USED' } });
  });

  it("answers 400 'Please enter a valid 6-digit OTP.' for a code that is not 6 digits", async () => {
    const { loanId } = await loanReadyToDisburse(t);
    const { transactionId } = await codeFor(loanId);
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const res = remember(await confirm(t, admin.token, loanId, transactionId, otp));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([
        {
          field: 'otp',
          msg: 'Please enter a valid 6-digit OTP.',
          message: 'Please enter a valid 6-digit OTP.',
        },
      ]);
    }
    const [row] = await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId));
    expect(row?.otpFailedAttempts).toBe(0);
  });

  it('refuses a code after 10 minutes', async () => {
    const { loanId } = await loanReadyToDisburse(t);
    const { transactionId, otp } = await codeFor(loanId);
    advance(10 * 60_000 + 1000);
    const res = remember(await confirm(t, admin.token, loanId, transactionId, otp));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This OTP has expired. Initiate the disbursement again to get a new code.',
      error: { code: 'OTP_EXPIRED' },
    });
    expect((await loanRow(loanId))?.status).toBe('otp_pending');
  });

  it('locks the code after 5 wrong tries, even against the right code', async () => {
    const { loanId } = await loanReadyToDisburse(t);
    const { transactionId, otp } = await codeFor(loanId);
    for (const left of [4, 3, 2]) {
      const res = remember(await confirm(t, admin.token, loanId, transactionId, wrongOtp(otp)));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: `The OTP is incorrect. ${left} attempts left.`,
        error: { code: 'INVALID_OTP' },
      });
    }
    const fourth = remember(await confirm(t, admin.token, loanId, transactionId, wrongOtp(otp)));
    expect(fourth.json().message).toBe('The OTP is incorrect. 1 attempt left.');
    const fifth = remember(await confirm(t, admin.token, loanId, transactionId, wrongOtp(otp)));
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({ message: LOCKED, error: { code: 'OTP_LOCKED' } });

    const right = remember(await confirm(t, admin.token, loanId, transactionId, otp));
    expect(right.statusCode).toBe(409);
    expect(right.json()).toMatchObject({ message: LOCKED, error: { code: 'OTP_LOCKED' } });
    const [row] = await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId));
    expect(row).toMatchObject({ status: 'otp_pending', otpFailedAttempts: 5 });
    expect((await loanRow(loanId))?.status).toBe('otp_pending');
    expect(await t.ctx.db.select().from(simulatorTransactions)).not.toContainEqual(
      expect.objectContaining({ reference: transactionId }),
    );

    // A new initiate gives a fresh code with fresh tries.
    const fresh = await codeFor(loanId);
    expect(remember(await confirm(t, admin.token, loanId, fresh.transactionId, fresh.otp)).statusCode).toBe(
      200,
    );
  });

  it('a new initiate replaces the previous code', async () => {
    const { loanId } = await loanReadyToDisburse(t);
    const first = await codeFor(loanId);
    const second = await codeFor(loanId);
    expect(second.transactionId).not.toBe(first.transactionId);

    const old = remember(await confirm(t, admin.token, loanId, first.transactionId, first.otp));
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      message: 'This code was replaced by a newer one. Use the latest code.',
      error: { code: 'OTP_REPLACED' },
    });
    // Each code is bound to its own disbursement: the old code does not open the new one.
    if (first.otp !== second.otp) {
      const crossed = remember(await confirm(t, admin.token, loanId, second.transactionId, first.otp));
      expect(crossed.statusCode).toBe(400);
    }
    const res = remember(await confirm(t, admin.token, loanId, second.transactionId, second.otp));
    expect(res.statusCode).toBe(200);
    const rows = await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId));
    expect(rows.map((r) => [r.transactionId, r.status]).sort()).toEqual(
      [
        [first.transactionId, 'cancelled'],
        [second.transactionId, 'processing'],
      ].sort(),
    );
  });

  it('answers 404 for a transaction id that is unknown or belongs to another loan', async () => {
    const a = await loanReadyToDisburse(t);
    const b = await loanReadyToDisburse(t);
    const codeA = await codeFor(a.loanId);
    const unknown = remember(await confirm(t, admin.token, a.loanId, 'DSB-0000000000000000', codeA.otp));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Disbursement not found.');
    const other = remember(await confirm(t, admin.token, b.loanId, codeA.transactionId, codeA.otp));
    expect(other.statusCode).toBe(404);
    expect((await loanRow(a.loanId))?.status).toBe('otp_pending');
  });

  it('20 concurrent confirms with the right code: one wins, one transfer, one live disbursement', async () => {
    const { loanId } = await loanReadyToDisburse(t);
    const { transactionId, otp } = await codeFor(loanId);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => confirm(t, admin.token, loanId, transactionId, otp)),
    );
    results.forEach(remember);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(ALREADY_USED);

    const transfers = await t.ctx.db
      .select()
      .from(simulatorTransactions)
      .where(eq(simulatorTransactions.reference, transactionId));
    expect(transfers).toHaveLength(1);
    const live = await t.ctx.db
      .select()
      .from(disbursements)
      .where(
        and(eq(disbursements.loanId, loanId), inArray(disbursements.status, ['processing', 'successful'])),
      );
    expect(live).toHaveLength(1);
  });

  it('is open to superusers; borrowers get 403 and callers without a session 401', async () => {
    const superuser = await signedInStaff(t, 'superuser');
    const { loanId, loan, borrower } = await loanReadyToDisburse(t);
    const started = await initiated(t, superuser, loanId);
    codes.push(started.otp);

    for (const token of [borrower.token, undefined]) {
      const headers = token ? { 'x-auth-token': token } : {};
      const init = await t.app.inject({
        method: 'PUT',
        url: `/api/loan-applications/admin/loan/${loanId}/disburse/initiate`,
        headers,
        payload: initiateBodyFor(loan),
      });
      const conf = await t.app.inject({
        method: 'POST',
        url: `/api/loan-applications/admin/loan/${loanId}/disburse/confirm`,
        headers,
        payload: { transactionId: started.transactionId, otp: started.otp },
      });
      for (const res of [init, conf]) {
        responses.push(res.body);
        expect(res.statusCode).toBe(token ? 403 : 401);
      }
    }
    expect((await loanRow(loanId))?.status).toBe('otp_pending');
    const res = remember(await confirm(t, superuser.token, loanId, started.transactionId, started.otp));
    expect(res.statusCode).toBe(200);
    // The borrower's own refusal did not touch the code: the superuser's confirm was its first use.
    expect(res.json().data.loanApplication.status).toBe('disbursed');
  });

  it('never writes a code to the logs or into an API response', async () => {
    // Refusals and loan views went out above; the admin view of a loan is another response to check.
    expect(codes.length).toBeGreaterThan(5);
    const exact = (code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`);
    expect(t.logs.length).toBeGreaterThan(0);
    for (const code of codes) {
      for (const line of t.logs) expect(line).not.toMatch(exact(code));
      for (const body of responses) expect(body).not.toMatch(exact(code));
    }
    // The request log shows the route was logged at all, so the check above had something to look at.
    expect(t.logs.join('\n')).toContain('/disburse/confirm');
  });
});
