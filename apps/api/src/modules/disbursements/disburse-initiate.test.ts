import { auditEvents, disbursements, loanApplications } from '@kwacha/db';
import { DISBURSABLE_STATUSES } from '@kwacha/shared/loans/loan-transitions';
import { LOAN_STATUSES } from '@kwacha/shared/loans/loan-view';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { OTP_EMAIL_TEMPLATE } from './disbursement.emails';
import {
  initiate,
  initiateBodyFor,
  loanReadyToDisburse,
  otpFromEmail,
  walletNumber,
} from './testing/disbursement-test-helpers';

const MISMATCH = 'The disbursement details do not match this loan. Reload the loan and try again.';

describe('PUT /api/loan-applications/admin/loan/:id/disburse/initiate', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  const clock = new Date('2026-11-21T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    admin = await signedInStaff(t, 'admin');
  });
  afterAll(() => t.close());

  it('sends a code to the initiating admin and puts the loan in otp_pending', async () => {
    const wallet = walletNumber('4321');
    const { loanId, loan } = await loanReadyToDisburse(t, { wallet });
    const res = await initiate(t, admin.token, loanId, initiateBodyFor(loan));

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('OTP sent to your email. Enter it to confirm the disbursement.');
    expect(body.data.transactionId).toMatch(/^DSB-[0-9A-F]{16}$/);
    expect(body.data.otpExpiresAt).toBe('2026-11-21T10:10:00.000Z');

    const [row] = await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId));
    expect(row).toMatchObject({
      status: 'otp_pending',
      transactionId: body.data.transactionId,
      initiatedBy: admin.id,
      amount: 95_000, // K1,000 less the 5% fee
      provider: 'simulator',
      method: 'mobile_money',
      mobileMoneyProvider: 'airtel',
      mobileMoneyNumber: wallet,
      otpFailedAttempts: 0,
      otpUsedAt: null,
    });
    const [after] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    expect(after?.status).toBe('otp_pending');

    const otp = await otpFromEmail(t, admin.email);
    expect(otp).toMatch(/^\d{6}$/);
    // Stored only as a keyed hash.
    expect(row?.otpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.otpHash).not.toContain(otp);

    const email = await latestEmail(t, admin.email, OTP_EMAIL_TEMPLATE);
    expect(email.subject).not.toContain(otp);
    expect(email.textBody).toContain('K950.00 to Mwila Banda');
    expect(email.textBody).toContain(`Airtel ${wallet}`);
    expect(email.textBody).toContain('expires in 10 minutes');

    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.loanId, loanId), eq(auditEvents.action, 'disbursement.initiated')));
    expect(audit).toMatchObject({
      actorId: admin.id,
      before: { status: 'approved' },
      after: { status: 'otp_pending', transactionId: body.data.transactionId, amount: 950 },
    });
    expect(JSON.stringify(audit)).not.toMatch(new RegExp(`(?<!\\d)${otp}(?!\\d)`));
    expect(res.body).not.toMatch(new RegExp(`(?<!\\d)${otp}(?!\\d)`));
  });

  it('pays out to a bank account with the bank details repeated', async () => {
    const { loanId, loan } = await loanReadyToDisburse(t, { bankAccount: '0123456789' });
    const res = await initiate(t, admin.token, loanId, initiateBodyFor(loan));
    expect(res.statusCode).toBe(200);
    const email = await latestEmail(t, admin.email, OTP_EMAIL_TEMPLATE);
    expect(email.textBody).toContain('Zanaco — Mwila Banda — 0123456789');
  });

  it('is allowed again from disbursement_failed and otp_pending (a new code)', async () => {
    for (const status of ['disbursement_failed', 'otp_pending'] as const) {
      const { loanId, loan } = await loanReadyToDisburse(t, undefined, status);
      expect((await initiate(t, admin.token, loanId, initiateBodyFor(loan))).statusCode).toBe(200);
    }
  });

  it('refuses every other status with 409 and leaves the loan as it was', async () => {
    const { loanId, loan } = await loanReadyToDisburse(t);
    const refused = LOAN_STATUSES.filter((s) => !DISBURSABLE_STATUSES.includes(s));
    expect(refused).toHaveLength(12);
    for (const status of refused) {
      await t.ctx.db.update(loanApplications).set({ status }).where(eq(loanApplications.id, loanId));
      const res = await initiate(t, admin.token, loanId, initiateBodyFor(loan));
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error.code).toBe('NOT_DISBURSABLE');
      expect(res.json().message).toBe(
        `Only an approved loan, or one whose disbursement failed, can be disbursed. This loan is ${status.replace(/_/g, ' ')}.`,
      );
      const [after] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
      expect(after?.status).toBe(status);
    }
    expect(await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId))).toEqual([]);
  });

  it('refuses an amount or destination that is not the loan’s own with 409', async () => {
    const { loanId, loan } = await loanReadyToDisburse(t);
    const body = initiateBodyFor(loan);
    const variants = [
      { ...body, amount: 1000 }, // the amount before the fee
      { ...body, amount: 950.001 },
      { ...body, mobileMoneyNumber: walletNumber('5555') },
      { ...body, mobileMoneyProvider: 'mtn' },
      {
        ...body,
        disbursementMethod: 'bank_account',
        bankName: 'Zanaco',
        bankAccountName: 'Mwila Banda',
        bankAccountNumber: '0123456789',
        bankCode: '010001',
      },
    ];
    for (const variant of variants) {
      const res = await initiate(t, admin.token, loanId, variant);
      expect(res.statusCode, JSON.stringify(variant)).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        message: MISMATCH,
        error: { code: 'DISBURSEMENT_DETAILS_MISMATCH' },
      });
    }
    // The number as the borrower typed it locally is the same destination.
    const local = { ...body, mobileMoneyNumber: `0${body.mobileMoneyNumber?.slice(4)}` };
    expect((await initiate(t, admin.token, loanId, local)).statusCode).toBe(200);
  });

  it('refuses another bank account with 409', async () => {
    const { loanId, loan } = await loanReadyToDisburse(t, { bankAccount: '0123456788' });
    const res = await initiate(t, admin.token, loanId, {
      ...initiateBodyFor(loan),
      bankAccountNumber: '9999999999',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MISMATCH);
  });

  it("answers 400 'Invalid disbursement amount' for an amount that is not a number", async () => {
    const { loanId, loan } = await loanReadyToDisburse(t);
    for (const amount of ['950', 'abc', null]) {
      const res = await initiate(t, admin.token, loanId, { ...initiateBodyFor(loan), amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.details).toEqual([
        { field: 'amount', msg: 'Invalid disbursement amount', message: 'Invalid disbursement amount' },
      ]);
    }
    const [after] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    expect(after?.status).toBe('approved');
  });

  it('answers 404 for an unknown or malformed loan id', async () => {
    const { loan } = await loanReadyToDisburse(t);
    for (const id of ['8c1b2a44-0d4e-4c52-9a55-0e0d2f6f7a10', 'not-a-loan']) {
      const res = await initiate(t, admin.token, id, initiateBodyFor(loan));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Loan not found.');
    }
  });
});
