import { auditEvents, disbursements, emailMessages, loanApplications, users } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { OTP_EMAIL_TEMPLATE } from '../disbursements/disbursement.emails';
import {
  confirm,
  initiate,
  initiateBodyFor,
  initiated,
  loanReadyToDisburse,
  walletNumber,
} from '../disbursements/testing/disbursement-test-helpers';
import { flaggedPaymentRequests } from '../flagged-payments/testing/flagged-payment-requests';
import {
  type FlaggedPaymentHarness,
  lateSuccessAfterExpiry,
  startFlaggedPaymentHarness,
} from '../flagged-payments/testing/flagged-payment-scenarios';

// Issue 39, separation of duties: a borrower promoted to staff keeps their loans, and nobody decides, pays
// out or resolves anything on a loan of their own, whatever their role.
const OWN_LOAN = {
  success: false,
  message: 'You cannot act on your own loan.',
  error: { code: 'OWN_LOAN_FORBIDDEN', message: 'You cannot act on your own loan.' },
};

/** The borrower made staff (how a superuser does it is tested in modules/admin-users). */
async function promote(t: TestApp, userId: string, role: 'admin' | 'superuser' = 'admin') {
  await t.ctx.db.update(users).set({ role }).where(eq(users.id, userId));
}

const statusOf = async (t: TestApp, loanId: string) =>
  (await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId)))[0]?.status;
const auditActionsOf = async (t: TestApp, loanId: string) =>
  (await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.loanId, loanId))).map((e) => e.action);

describe('staff acting on their own loan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const decide = (token: string, loanId: string, status: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/loan-applications/admin/loan/${loanId}/status`,
      headers: { 'x-auth-token': token },
      payload: { status },
    });

  it('cannot move their own application to review, approve or reject it; another admin can', async () => {
    const { borrower, loanId } = await borrowerWithApplication(t, {}, { identityApproved: true });
    await promote(t, borrower.userId);
    for (const status of ['in_review', 'approved', 'rejected']) {
      const res = await decide(borrower.token, loanId, status);
      expect(res.statusCode, status).toBe(403);
      expect(res.json()).toMatchObject(OWN_LOAN);
    }
    expect(await statusOf(t, loanId)).toBe('pending');
    expect(await auditActionsOf(t, loanId)).not.toContain('loan.status_changed');

    const colleague = await signedInStaff(t, 'admin');
    expect((await decide(colleague.token, loanId, 'approved')).statusCode).toBe(200);
  });

  it('holds for a superuser too', async () => {
    const { borrower, loanId } = await borrowerWithApplication(t, {}, { identityApproved: true });
    await promote(t, borrower.userId, 'superuser');
    const res = await decide(borrower.token, loanId, 'approved');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('OWN_LOAN_FORBIDDEN');
    expect(await statusOf(t, loanId)).toBe('pending');
  });

  it('cannot start a disbursement of their own loan: no code is sent, nothing is written', async () => {
    const { borrower, loan, loanId } = await loanReadyToDisburse(t);
    await promote(t, borrower.userId);
    const res = await initiate(t, borrower.token, loanId, initiateBodyFor(loan));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(OWN_LOAN);
    expect(await statusOf(t, loanId)).toBe('approved');
    expect(await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId))).toEqual([]);
    const mail = await t.ctx.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, borrower.email));
    expect(mail.map((m) => m.template)).not.toContain(OTP_EMAIL_TEMPLATE);
  });

  it("cannot confirm a colleague's disbursement of their own loan, even with the code", async () => {
    const { borrower, loanId } = await loanReadyToDisburse(t);
    await promote(t, borrower.userId);
    const colleague = await signedInStaff(t, 'admin');
    const { transactionId, otp } = await initiated(t, colleague, loanId);
    const res = await confirm(t, borrower.token, loanId, transactionId, otp);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(OWN_LOAN);
    // Not counted as a wrong code, and the code still works for the colleague who asked for it.
    const [row] = await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId));
    expect(row).toMatchObject({ status: 'otp_pending', otpFailedAttempts: 0 });
    expect((await confirm(t, colleague.token, loanId, transactionId, otp)).statusCode).toBe(200);
  });
});

describe('staff correcting the payout of their own loan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('cannot change where it pays out, nor cancel it; the loan stays as it was', async () => {
    const { borrower, loan, loanId } = await loanReadyToDisburse(t);
    await promote(t, borrower.userId);
    const destination = await t.app.inject({
      method: 'PUT',
      url: `/api/loan-applications/admin/loan/${loanId}/destination`,
      headers: { 'x-auth-token': borrower.token },
      payload: {
        disbursementMethod: 'mobile_money',
        mobileMoneyProvider: 'airtel',
        mobileMoneyNumber: walletNumber('5555'),
        basis: 'borrower_confirmed_in_app',
        reference: 'In-app message of 2 December 2026',
      },
    });
    expect(destination.statusCode).toBe(403);
    expect(destination.json()).toMatchObject(OWN_LOAN);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/loan-applications/admin/loan/${loanId}/cancel`,
      headers: { 'x-auth-token': borrower.token },
      payload: { reason: 'I no longer need it.' },
    });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json()).toMatchObject(OWN_LOAN);
    const [after] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    expect(after).toMatchObject({ status: 'approved', mobileMoneyNumber: loan.mobileMoneyNumber });
    expect(await auditActionsOf(t, loanId)).toEqual([]);
  });
});

describe('staff resolving a flagged payment on their own loan', () => {
  let h: FlaggedPaymentHarness;
  let staff: { token: string };
  const { resolve } = flaggedPaymentRequests(
    () => h,
    () => staff,
  );
  beforeAll(async () => {
    h = await startFlaggedPaymentHarness();
  });
  afterAll(() => h.close());

  it('is refused for every resolution, and the payment stays flagged', async () => {
    const { payment, borrower } = await lateSuccessAfterExpiry(h);
    await promote(h.t, borrower.userId);
    staff = borrower;
    for (const action of ['apply', 'refunded', 'dismiss']) {
      const res = await resolve(payment.id, { action, note: 'Checked with MTN' });
      expect(res.statusCode, action).toBe(403);
      expect(res.json()).toMatchObject(OWN_LOAN);
    }
    const queue = await flaggedPaymentRequests(
      () => h,
      () => staff,
    ).queue();
    expect(queue.map((p) => p.id)).toContain(payment.id);
  });
});
