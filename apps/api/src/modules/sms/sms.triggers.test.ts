import { disbursements } from '@kwacha/db';
import { SMS_PREFERENCE_MESSAGES } from '@kwacha/shared/sms/sms-preference';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DISBURSEMENT_CHECK_JOB } from '../disbursements/settlement';
import {
  confirm,
  initiated,
  loanReadyToDisburse,
  walletNumber,
} from '../disbursements/testing/disbursement-test-helpers';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import { pay, testClock } from '../payments/testing/payment-test-helpers';
import { runDailyServicing } from '../servicing/servicing.service';
import { listSmsOfUser } from './sms.repository';

const DELAY_MS = 5000;

describe('SMS next to the e-mails, when the borrower turned texts on (docs/product.md "SMS")', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  const preference = (token: string, payload?: object) =>
    t.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/me/sms-preference',
      headers: { 'x-auth-token': token },
      ...(payload && { payload }),
    });
  const texts = async (userId: string) =>
    (await listSmsOfUser(t.ctx.db, userId)).map((sms) => ({
      kind: sms.kind,
      body: sms.body,
      to: sms.toNumber,
    }));

  it('is off by default; the borrower turns it on and off; bad input is a 400; staff and strangers are refused', async () => {
    const borrower = await verifiedBorrower(t);
    const initial = await preference(borrower.token);
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data).toEqual({ smsOptIn: false, phoneNumber: borrower.phoneNumber });

    const on = await preference(borrower.token, { smsOptIn: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ message: SMS_PREFERENCE_MESSAGES.on, data: { smsOptIn: true } });
    expect((await preference(borrower.token)).json().data.smsOptIn).toBe(true);
    const off = await preference(borrower.token, { smsOptIn: false });
    expect(off.json()).toMatchObject({ message: SMS_PREFERENCE_MESSAGES.off, data: { smsOptIn: false } });

    const bad = await preference(borrower.token, { smsOptIn: 'yes', extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me/sms-preference' });
    expect(anonymous.statusCode).toBe(401);
    const staff = await signedInStaff(t, 'admin');
    expect((await preference(staff.token)).statusCode).toBe(403);
  });

  it('texts a decision to a borrower with SMS on, and nothing to one with SMS off', async () => {
    const admin = await signedInStaff(t, 'admin');
    const decide = (id: string, status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/loan-applications/admin/loan/${id}/status`,
        headers: { 'x-auth-token': admin.token },
        payload: { status },
      });
    const withSms = await borrowerWithApplication(t, {}, { identityApproved: true });
    await preference(withSms.borrower.token, { smsOptIn: true });
    expect((await decide(withSms.loanId, 'approved')).statusCode).toBe(200);
    expect(await texts(withSms.borrower.userId)).toEqual([
      {
        kind: 'loan_approved',
        to: withSms.borrower.phoneNumber,
        body: `Kwacha Loans: your loan ${withSms.loanId.slice(0, 8)} for K1,000.00 is approved. We will pay it out soon; details are in your e-mail.`,
      },
    ]);

    const rejected = await borrowerWithApplication(t);
    await preference(rejected.borrower.token, { smsOptIn: true });
    expect((await decide(rejected.loanId, 'rejected')).statusCode).toBe(200);
    expect((await texts(rejected.borrower.userId)).map((sms) => sms.kind)).toEqual(['loan_rejected']);

    const without = await borrowerWithApplication(t, {}, { identityApproved: true });
    expect((await decide(without.loanId, 'approved')).statusCode).toBe(200);
    expect(await texts(without.borrower.userId)).toEqual([]);
    // Staff see them, newest first, beside e-mail management; a status filter; bad input is a 400.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sms-messages?status=queued&limit=100',
      headers: { 'x-auth-token': admin.token },
    });
    expect(list.statusCode).toBe(200);
    const items = list.json().data.items as Array<{ userId: string; kind: string; status: string }>;
    expect(items.filter((item) => item.userId === rejected.borrower.userId)).toEqual([
      expect.objectContaining({
        kind: 'loan_rejected',
        status: 'queued',
        toNumber: rejected.borrower.phoneNumber,
      }),
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sms-messages?status=lost',
      headers: { 'x-auth-token': admin.token },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('texts the pay-out and each payment received, with the balance in kwacha', async () => {
    const admin = await signedInStaff(t, 'admin');
    const ready = await loanReadyToDisburse(t, { wallet: walletNumber('4321') });
    await preference(ready.borrower.token, { smsOptIn: true });
    const { transactionId, otp } = await initiated(t, admin, ready.loanId);
    expect((await confirm(t, admin.token, ready.loanId, transactionId, otp)).statusCode).toBe(200);
    const [d] = await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, ready.loanId));
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(DISBURSEMENT_CHECK_JOB, { disbursementId: d?.id });

    const res = await pay(t, ready.borrower.token, { loanId: ready.loanId, amount: '100.00' });
    expect(res.statusCode).toBe(201);
    const payment = res.json().data;
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: payment.id });

    const sent = await texts(ready.borrower.userId);
    expect(sent.map((sms) => sms.kind).sort()).toEqual(['loan_paid_out', 'payment_received']);
    const paidOut = sent.find((sms) => sms.kind === 'loan_paid_out');
    expect(paidOut?.body).toMatch(/^Kwacha Loans: your loan [0-9a-f]{8} is paid out: K[\d,]+\.\d\d sent\./);
    // K1,000 over 6 months (personal product): K1,089.30 owed, K989.30 left after K100.
    expect(sent.find((sms) => sms.kind === 'payment_received')?.body).toBe(
      `Kwacha Loans: we received K100.00 (${payment.reference}). Balance K989.30. Thank you.`,
    );

    // The reminders (§13): 3 days before the first instalment (K181.55 less the K100 paid), then 1 day late.
    const short = ready.loanId.slice(0, 8);
    for (const day of ['2026-12-18', '2026-12-22']) {
      clock.set(`${day}T06:00:00Z`);
      await runDailyServicing(t.ctx);
    }
    const reminders = (await texts(ready.borrower.userId)).filter((sms) => sms.kind.startsWith('payment_'));
    expect(reminders.map((sms) => sms.body).sort()).toEqual([
      `Kwacha Loans: K81.55 for loan ${short} was due on 2026-12-21 and is unpaid. Please pay in your account.`,
      `Kwacha Loans: K81.55 is due on 2026-12-21 for loan ${short}. Pay in your account to avoid a late fee.`,
      expect.stringContaining('Kwacha Loans: we received K100.00'),
    ]);
  });
});
