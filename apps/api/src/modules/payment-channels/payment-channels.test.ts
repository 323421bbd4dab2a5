import { loanApplications, payments } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLencoServer } from '../../providers/lenco/testing/fake-lenco-server';
import { disburse, disbursementOf, eventually } from '../../providers/testing/provider-test-kit';
import { borrowerWithApplication, signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  initiate,
  initiateBodyFor,
  loanReadyToDisburse,
} from '../disbursements/testing/disbursement-test-helpers';
import { approveKycFor } from '../kyc/testing/approve-kyc';
import { activeLoan, borrowerLoan, pay, testClock } from '../payments/testing/payment-test-helpers';
import { describeEntry, SIMULATED_SUFFIX } from '../statements/statement-lines';
import { receivableEntriesOfLoan } from '../statements/statements.repository';

const API_KEY = 'lenco-channels-secret-key';
const ACCOUNT_ID = 'b176cda5-7d97-4a3f-b4dd-ab0234e9e08c';
const ZAMTEL_OFF = 'Zamtel payments are not available yet. Please pay from a number on another network.';

let zamtelNumber = 0;
/** A Zamtel wallet (095…), unique per call: users.phone_number is unique. */
const zamtelWallet = () => `+26095${String(++zamtelNumber).padStart(4, '0')}123`;

/**
 * A production configuration with every channel on Lenco (PAYMENT_PROVIDER=lenco): Lenco pays out to Zamtel
 * wallets but its collection reference lists only Airtel and MTN, so Zamtel repayments are off — refused,
 * never simulated, never accepted without a request leaving the server.
 */
describe('payment channels in production: Zamtel by a real path or not at all', () => {
  let t: TestApp;
  let fake: FakeLencoServer;

  beforeAll(async () => {
    fake = await new FakeLencoServer({ apiKey: API_KEY, accountId: ACCOUNT_ID }).start();
    t = await createTestApp({
      config: {
        nodeEnv: 'production',
        paymentProvider: 'lenco',
        providerEnv: { LENCO_BASE_URL: fake.url, LENCO_API_KEY: API_KEY, LENCO_ACCOUNT_ID: ACCOUNT_ID },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('GET /api/payment-channels says which ways are open, publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-channels' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      collections: ['mtn', 'airtel'],
      payouts: ['mtn', 'airtel', 'zamtel', 'bank'],
      demonstration: false,
      // No FLUTTERWAVE_PUBLIC_KEY here: card repayments are off, and the screen says why (§27).
      card: { available: false, reason: 'missing_public_key' },
    });
  });

  it('refuses a repayment from a Zamtel wallet with 409, records nothing and sends nothing', async () => {
    const phone = zamtelWallet();
    const { borrower, loanId } = await borrowerWithApplication(
      t,
      { phoneNumber: phone },
      { payout: { disbursementMethod: 'mobile_money', mobileMoneyProvider: 'zamtel' } },
    );
    await t.ctx.db.update(loanApplications).set({ status: 'active' }).where(eq(loanApplications.id, loanId));
    const before = fake.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/collections/mobile-money',
      headers: { 'x-auth-token': borrower.token },
      payload: { loanId, amount: '1089.30', phone: `0${phone.slice(4)}`, operator: 'zamtel' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: ZAMTEL_OFF,
      error: { code: 'PAYMENT_CHANNEL_OFF', details: [{ field: 'operator', message: ZAMTEL_OFF }] },
    });
    expect(await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId))).toEqual([]);
    expect(fake.requests.length).toBe(before);
    const [loan] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    expect(loan?.status).toBe('active');
  });

  it('pays a loan out to a Zamtel wallet through Lenco, the transfer naming operator zamtel', async () => {
    const phone = zamtelWallet();
    const { borrower, loanId } = await borrowerWithApplication(
      t,
      { phoneNumber: phone },
      { payout: { disbursementMethod: 'mobile_money', mobileMoneyProvider: 'zamtel' } },
    );
    await t.ctx.db
      .update(loanApplications)
      .set({ status: 'approved' })
      .where(eq(loanApplications.id, loanId));
    await approveKycFor(t.ctx, borrower.userId);
    const admin = await signedInStaff(t);
    const { res } = await disburse(t, admin, loanId);
    expect(res.statusCode).toBe(200);
    const disbursement = await disbursementOf(t, loanId);
    expect(disbursement.provider).toBe('lenco');
    const transfer = await eventually(() => {
      const found = fake.requests.find(
        (r) =>
          r.path.endsWith('/transfers/mobile-money') &&
          (r.body as { reference?: string }).reference === disbursement.transactionId,
      );
      if (!found) throw new Error('no transfer yet');
      return found;
    });
    expect(transfer.body).toMatchObject({ operator: 'zamtel', phone: `0${phone.slice(4)}`, country: 'zm' });
  });
});

describe('payout channels that are off', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { paymentProviderOverrides: { zamtel: 'off', bank: 'off' } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const apply = (token: string, payout: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/apply',
      headers: { 'x-auth-token': token, ...headers },
      payload: {
        productId: 'personal',
        amount: 1000,
        duration: 6,
        purpose: 'School fees',
        acceptKeyFacts: true,
        ...payout,
      },
    });

  it('an application cannot choose a Zamtel wallet or a bank account for the payout', async () => {
    const phone = zamtelWallet();
    const borrower = await verifiedBorrower(t, { phoneNumber: phone });
    const wallet = await apply(borrower.token, {
      disbursementMethod: 'mobile_money',
      mobileMoneyProvider: 'zamtel',
      mobileMoneyNumber: phone,
    });
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json().error.details).toMatchObject([
      {
        field: 'mobileMoneyProvider',
        message:
          'We cannot pay out to Zamtel wallets yet. Please choose a number on another network or a bank account.',
      },
    ]);
    const bank = await apply(borrower.token, {
      disbursementMethod: 'bank_account',
      bankName: 'Zanaco',
      bankCode: '016',
      bankAccountName: 'Mwila Banda',
      bankAccountNumber: '0123456789',
    });
    expect(bank.statusCode).toBe(400);
    expect(bank.json().message).toBe('We cannot pay out to bank accounts yet. Please choose mobile money.');
    expect(
      await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.userId, borrower.userId)),
    ).toEqual([]);
  });

  it('lists no banks, and refuses to start a payout to a channel that is off, sending no code', async () => {
    const borrower = await verifiedBorrower(t);
    const banks = await t.app.inject({
      method: 'GET',
      url: '/api/banks',
      headers: { 'x-auth-token': borrower.token },
    });
    expect(banks.statusCode).toBe(200);
    expect(banks.json().data).toEqual([]);

    // A loan applied for while Zamtel payouts were on, paid out after they were turned off.
    const { loan, loanId } = await loanReadyToDisburse(t);
    await t.ctx.db
      .update(loanApplications)
      .set({ mobileMoneyProvider: 'zamtel', mobileMoneyNumber: zamtelWallet() })
      .where(eq(loanApplications.id, loanId));
    const admin = await signedInStaff(t);
    const res = await initiate(t, admin.token, loanId, {
      ...initiateBodyFor(loan),
      mobileMoneyProvider: 'zamtel',
      mobileMoneyNumber: (
        await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId))
      )[0]?.mobileMoneyNumber,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message:
        'We cannot pay out to Zamtel wallets yet. Please choose a number on another network or a bank account.',
      error: { code: 'PAYMENT_CHANNEL_OFF' },
    });
    const [after] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    expect(after?.status).toBe('approved');
  });

  it('says in Bemba that Zamtel payouts are off, to a Bemba reader', async () => {
    const phone = zamtelWallet();
    const borrower = await verifiedBorrower(t, { phoneNumber: phone });
    const res = await apply(
      borrower.token,
      { disbursementMethod: 'mobile_money', mobileMoneyProvider: 'zamtel', mobileMoneyNumber: phone },
      { 'accept-language': 'bem' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].message).toContain('Zamtel');
    expect(res.json().error.details[0].message).not.toContain('We cannot pay out');
  });
});

describe('a demonstration marks what the simulator handled', () => {
  const clock = testClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: 1000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says so of each payment and on each statement line', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, 1000);
    const paid = await pay(t, borrower.token, { loanId, amount: '50.00' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.simulated).toBe(true);
    const loan = await borrowerLoan(t, borrower.token, loanId);
    expect(loan.paymentHistory.map((p: { simulated: boolean }) => p.simulated)).toEqual([true]);
    const entries = await receivableEntriesOfLoan(t.ctx.db, loanId);
    expect(entries.map((entry) => describeEntry(entry).description)).toEqual([
      `Loan paid out${SIMULATED_SUFFIX}`,
    ]);
  });
});
