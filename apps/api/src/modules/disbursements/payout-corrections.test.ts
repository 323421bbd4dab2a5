import { auditEvents, disbursements, loanApplications, notifications } from '@kwacha/db';
import { CHOOSE_BANK_MESSAGE } from '@kwacha/shared/loans/banks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, latestEmail, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  DESTINATION_CHANGED_EMAIL_TEMPLATE,
  LOAN_CANCELLED_EMAIL_TEMPLATE,
} from '../notifications/emails/payout-correction.emails';
import {
  confirm,
  initiate,
  initiateBodyFor,
  initiated,
  loanReadyToDisburse,
  walletNumber,
} from './testing/disbursement-test-helpers';

const NEW_WALLET = {
  disbursementMethod: 'mobile_money',
  mobileMoneyProvider: 'airtel',
  basis: 'borrower_confirmed_in_app',
  reference: 'In-app message of 2 December 2026',
};

/** Issue 40: a failed disbursement is not a dead end. Staff correct the destination, or cancel the loan. */
describe('changing where an unpaid loan goes, and cancelling it', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  const clock = new Date('2026-11-21T10:00:00Z');

  const loanRow = async (loanId: string) =>
    (await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId)))[0];
  const auditOf = async (loanId: string, action: string) =>
    (
      await t.ctx.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.loanId, loanId), eq(auditEvents.action, action)))
    )[0];
  const noticesOf = async (loanId: string) =>
    (await t.ctx.db.select().from(notifications).where(eq(notifications.loanId, loanId))).map(
      (n) => n.message,
    );
  const changeDestination = (loanId: string, body: object, token = admin.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/loan-applications/admin/loan/${loanId}/destination`,
      headers: { 'x-auth-token': token },
      payload: body,
    });
  const cancel = (loanId: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/loan-applications/admin/loan/${loanId}/cancel`,
      headers: { 'x-auth-token': admin.token },
      payload: body,
    });
  /** A bank loan whose payout the simulator refused ("Bank account not found": the number ends 0000). */
  async function failedBankLoan() {
    const ready = await loanReadyToDisburse(t, { bankAccount: '9876540000' });
    const { transactionId, otp } = await initiated(t, admin, ready.loanId);
    const res = await confirm(t, admin.token, ready.loanId, transactionId, otp);
    expect(res.json().error.code).toBe('TRANSFER_FAILED');
    expect((await loanRow(ready.loanId))?.status).toBe('disbursement_failed');
    return ready;
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    admin = await signedInStaff(t, 'admin');
  });
  afterAll(() => t.close());

  it('after "Bank account not found" staff change to a wallet, and the next code pays the wallet', async () => {
    const { loanId, borrower } = await failedBankLoan();
    const wallet = walletNumber('4321');
    const res = await changeDestination(loanId, { ...NEW_WALLET, mobileMoneyNumber: wallet });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.loanApplication).toMatchObject({
      status: 'disbursement_failed',
      disbursementMethod: 'mobile_money',
      mobileMoneyProvider: 'airtel',
      mobileMoneyNumber: wallet,
      bankName: null,
      bankAccountNumber: null,
      bankCode: null,
    });
    // +26097XXX4321 as a person reads it masked: the network prefix and the last two digits.
    const masked = `Airtel 097•••••${wallet.slice(-2)}`;
    expect(await auditOf(loanId, 'loan.destination_changed')).toMatchObject({
      actorId: admin.id,
      before: { destination: 'Zanaco — Mwila Banda — ••••••0000', bankCode: '016' },
      after: {
        destination: masked,
        bankCode: null,
        basis: 'The borrower confirmed it in the app',
        reference: 'In-app message of 2 December 2026',
      },
    });
    expect(await noticesOf(loanId)).toContain(
      `Your loan ${loanId.slice(0, 8)} will now be paid to ${masked}. If you did not ask for this change, please contact us at once.`,
    );
    const email = await latestEmail(t, borrower.email, DESTINATION_CHANGED_EMAIL_TEMPLATE);
    expect(email.textBody).toContain(
      `As you asked, your loan ${loanId.slice(0, 8)} for K950.00 will now be paid to ${masked}.`,
    );

    const { transactionId, otp } = await initiated(t, admin, loanId);
    expect((await confirm(t, admin.token, loanId, transactionId, otp)).statusCode).toBe(200);
    const [, second] = await t.ctx.db
      .select()
      .from(disbursements)
      .where(eq(disbursements.loanId, loanId))
      .orderBy(disbursements.createdAt);
    expect(second).toMatchObject({ transactionId, method: 'mobile_money', mobileMoneyNumber: wallet });
  });

  it('a bank must come from the live list; its name is the list’s', async () => {
    const { loanId } = await failedBankLoan();
    const bank = {
      disbursementMethod: 'bank_account',
      bankAccountName: 'Mwila Banda',
      bankAccountNumber: '0123456789',
    };
    const sortCode = await changeDestination(loanId, { ...NEW_WALLET, ...bank, bankCode: '010001' });
    expect(sortCode.statusCode).toBe(400);
    expect(sortCode.json()).toMatchObject({
      message: CHOOSE_BANK_MESSAGE,
      error: { details: [{ field: 'bankCode', message: CHOOSE_BANK_MESSAGE }] },
    });
    const absa = await changeDestination(loanId, { ...NEW_WALLET, ...bank, bankCode: '002' });
    expect(absa.statusCode).toBe(200);
    expect(absa.json().data.loanApplication).toMatchObject({ bankName: 'Absa Bank', bankCode: '002' });
  });

  it('refuses a change without its why, the same destination, or a loan whose money was sent', async () => {
    const { loanId, loan } = await loanReadyToDisburse(t);
    const wallet = { ...NEW_WALLET, mobileMoneyNumber: walletNumber('5555') };
    const noWhy = await changeDestination(loanId, { ...wallet, basis: undefined, reference: 'x' });
    expect(noWhy.statusCode).toBe(400);
    expect(noWhy.json().message).toBe(
      "Choose why the destination is changed.; Give the reference of the borrower's confirmation or request (at least 3 characters).",
    );
    const same = await changeDestination(loanId, {
      ...NEW_WALLET,
      mobileMoneyNumber: loan.mobileMoneyNumber,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      message: 'The loan is already paid to this destination.',
      error: { code: 'SAME_DESTINATION' },
    });

    const { transactionId, otp } = await initiated(t, admin, loanId);
    expect((await confirm(t, admin.token, loanId, transactionId, otp)).statusCode).toBe(200);
    const sent = await changeDestination(loanId, wallet);
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({
      message: 'The destination can be changed only while nothing has been sent. This loan is disbursed.',
      error: { code: 'DESTINATION_NOT_CHANGEABLE' },
    });
    expect((await loanRow(loanId))?.mobileMoneyNumber).toBe(loan.mobileMoneyNumber);
    const unknown = await changeDestination('00000000-0000-4000-8000-000000000000', wallet);
    expect(unknown.statusCode).toBe(404);
  });

  it('a change while a code waits stops that code: it named the old destination', async () => {
    const { loanId } = await loanReadyToDisburse(t);
    const { transactionId, otp } = await initiated(t, admin, loanId);
    const res = await changeDestination(loanId, { ...NEW_WALLET, mobileMoneyNumber: walletNumber('6666') });
    expect(res.statusCode).toBe(200);
    const old = await confirm(t, admin.token, loanId, transactionId, otp);
    expect(old.statusCode).toBe(409);
    expect(old.json().error.code).toBe('OTP_REPLACED');
  });

  it('cancels a failed loan with a reason: audited, the borrower told, nothing owed, free to apply again', async () => {
    const { loanId, borrower } = await failedBankLoan();
    const res = await cancel(loanId, { reason: 'The borrower no longer needs the loan.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Loan cancelled.');
    expect(res.json().data.loanApplication).toMatchObject({
      status: 'cancelled',
      remarks: 'Loan was cancelled: The borrower no longer needs the loan.',
    });
    expect(await auditOf(loanId, 'loan.cancelled')).toMatchObject({
      actorId: admin.id,
      before: { status: 'disbursement_failed' },
      after: { status: 'cancelled', remarks: 'Loan was cancelled: The borrower no longer needs the loan.' },
    });
    expect(await noticesOf(loanId)).toContain(
      `Your loan ${loanId.slice(0, 8)} for K1,000.00 was cancelled before it was paid out: The borrower no longer needs the loan. You owe nothing on it and may apply again.`,
    );
    const email = await latestEmail(t, borrower.email, LOAN_CANCELLED_EMAIL_TEMPLATE);
    expect(email.subject).toBe('Your loan was cancelled');
    expect(email.textBody).toContain('Reason: The borrower no longer needs the loan.');

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${loanId}`,
      headers: { 'x-auth-token': borrower.token },
    });
    expect(mine.json().data).toMatchObject({
      status: 'cancelled',
      repaymentAmount: null,
      outstandingBalance: 0,
      nextPaymentAmount: null,
      schedule: [],
    });
    // Cancelled is not an open application: the borrower may apply again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/apply',
      headers: { 'x-auth-token': borrower.token },
      payload: {
        productId: 'personal',
        amount: 500,
        duration: 3,
        purpose: 'Stock for my shop',
        acceptKeyFacts: true,
        disbursementMethod: 'mobile_money',
        mobileMoneyProvider: 'airtel',
        mobileMoneyNumber: walletNumber('7777'),
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it('cancelling stops a waiting code; a loan with money sent, or without a reason, is refused', async () => {
    const { loanId } = await loanReadyToDisburse(t);
    const { transactionId, otp } = await initiated(t, admin, loanId);
    expect((await cancel(loanId, { reason: 'no' })).json()).toMatchObject({
      message: 'Give the reason for cancelling (at least 5 characters).',
      error: { code: 'VALIDATION_ERROR' },
    });
    expect((await cancel(loanId, { reason: 'Applied twice by mistake.' })).statusCode).toBe(200);
    expect((await confirm(t, admin.token, loanId, transactionId, otp)).json().error.code).toBe(
      'OTP_REPLACED',
    );
    const loan = await loanRow(loanId);
    expect(loan?.status).toBe('cancelled');
    expect((await initiate(t, admin.token, loanId, initiateBodyFor(loan as never))).statusCode).toBe(409);

    const { loanId: pending } = await borrowerWithApplication(t);
    const refused = await cancel(pending, { reason: 'Applied twice by mistake.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Only a loan on which nothing has been sent can be cancelled. This loan is pending.',
      error: { code: 'NOT_CANCELLABLE' },
    });
  });
});

describe('changing a destination to a channel nobody pays out to', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { paymentProviderOverrides: { bank: 'off' } } });
  });
  afterAll(() => t.close());

  it('is a 400 on the method, and the loan keeps its destination', async () => {
    const admin = await signedInStaff(t, 'admin');
    const { loanId, loan } = await loanReadyToDisburse(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/loan-applications/admin/loan/${loanId}/destination`,
      headers: { 'x-auth-token': admin.token },
      payload: {
        ...NEW_WALLET,
        disbursementMethod: 'bank_account',
        bankCode: '002',
        bankAccountName: 'Mwila Banda',
        bankAccountNumber: '0123456789',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'We cannot pay out to bank accounts yet. Please choose mobile money.',
      error: { details: [{ field: 'disbursementMethod' }] },
    });
    const [after] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    expect(after?.mobileMoneyNumber).toBe(loan.mobileMoneyNumber);
  });
});
