import { paymentCallbacks } from '@kwacha/db';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_CHECK_JOB, reconcilePayments } from '../../modules/payments/payment-checks';
import { activeLoan, pay, testClock } from '../../modules/payments/testing/payment-test-helpers';
import { signedInStaff } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { activeLoanPaysK100, PAYOUT_DELAY_MS, startProviderSuite } from '../testing/provider-suite';
import type { WebhookRelay } from '../testing/provider-test-kit';
import * as kit from '../testing/provider-test-kit';
import { callbackHash } from './airtel-crypto';
import { type AirtelScenario, FakeAirtelServer } from './testing/fake-airtel-server';

const TIMEOUT_MS = 2000;
const CALLBACK_SECRET = 'airtel-callback-authentication-key';

/** Airtel's wire form of a Zambian number: the 9 national digits. */
const nine = (phone: string) => phone.replace(/^\+260|^0/, '');

describe('Airtel wallets routed to the Airtel adapter (PAYMENT_PROVIDER_AIRTEL=airtel), against the fake Airtel', () => {
  let t: TestApp;
  let fake: FakeAirtelServer;
  let relay: WebhookRelay;
  const clock = testClock();

  /** An active loan (paid out through Airtel itself) and a K100 repayment from a fresh Airtel wallet. */
  const payK100 = (scenario: AirtelScenario) =>
    activeLoanPaysK100(t, clock, 'airtel', (phone) => fake.setScenario(nine(phone), scenario));

  beforeAll(async () => {
    ({ t, fake, relay } = await startProviderSuite(clock, {
      overrides: { airtel: 'airtel' },
      startFake: (relay) =>
        new FakeAirtelServer({
          callbackUrl: relay.url('/api/webhooks/airtel'),
          callbackSecret: CALLBACK_SECRET,
        }).start(),
      env: (fake) => ({
        AIRTEL_BASE_URL: fake.url,
        AIRTEL_CLIENT_ID: fake.clientId,
        AIRTEL_CLIENT_SECRET: fake.clientSecret,
        AIRTEL_DISBURSEMENT_PIN: fake.pin,
        AIRTEL_PIN_PUBLIC_KEY: fake.pinPublicKey,
        AIRTEL_CALLBACK_SECRET: CALLBACK_SECRET,
        AIRTEL_TIMEOUT_MS: String(TIMEOUT_MS),
      }),
    }));
  });
  kit.closeProviderSuite(() => ({ t, fake, relay }));

  it('success: the USSD push is pending; the signed callback is believed and applied', async () => {
    const { loanId, borrower, phone, res, reference } = await payK100({
      settleAfterMs: 100,
      callback: 'once',
    });
    expect(res.statusCode).toBe(201);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({ provider: 'airtel' });
    expect(fake.transactions.find((tx) => tx.id === reference)).toMatchObject({
      product: 'collection',
      msisdn: nine(phone),
      amount: 100,
    });
    const [callback] = await relay.waitFor(reference);
    expect(callback?.status).toBe(200);
    await kit.expectAppliedOnce(
      t,
      { reference, loanId, token: borrower.token },
      { provider: 'airtel', channel: 'airtel', confirmed: true },
    );
  });

  it('insufficient funds: Airtel refuses the push at once (HTTP 200, DP00800001007), so 422 with the SPEC text', async () => {
    const { loanId, borrower, res, reference } = await payK100({ result: 'insufficient_funds' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: kit.INSUFFICIENT_FUNDS,
      error: { code: 'INSUFFICIENT_FUNDS' },
    });
    expect(reference).toBeUndefined();
    const [refused] = fake.transactions.filter((tx) => tx.result === 'insufficient_funds');
    expect(await kit.paymentByReference(t, refused?.id ?? '')).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
    });
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(kit.TOTAL_DUE);
    expect(await kit.repaymentEntriesOf(t, loanId)).toHaveLength(0);
  });

  it('timeout: the push is left unknown, and reconciliation finds the outcome with the same transaction id', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, PAYOUT_DELAY_MS);
    fake.nextCall({ holdResponseMs: TIMEOUT_MS * 2 });
    const res = await pay(t, borrower.token, {
      loanId,
      amount: '100.00',
      phone: kit.wallet('airtel'),
      operator: 'airtel',
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json().data;
    expect(await kit.paymentByReference(t, reference)).toMatchObject({
      status: 'pending',
      acknowledgedAt: null,
    });
    clock.advance(31_000);
    await reconcilePayments(t.ctx);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({ status: 'successful' });
    expect(fake.transactions.filter((tx) => tx.id === reference)).toHaveLength(1);
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(989.3);
  });

  it('a late callback, after the check job applied the outcome, changes nothing', async () => {
    relay.mode = 'capture';
    const { loanId, borrower, res, reference } = await payK100({ callback: 'once' });
    const [late] = await relay.waitFor(reference);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: res.json().data.id });
    expect(await kit.paymentByReference(t, reference)).toMatchObject({ status: 'successful' });
    expect((late && (await kit.replay(t.app, late)))?.statusCode).toBe(200);
    expect(await kit.callbacksNaming(t, reference)).toEqual([expect.objectContaining({ result: 'ignored' })]);
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(989.3);
    expect(await kit.repaymentEntriesOf(t, loanId)).toHaveLength(1);
  });

  it('the same callback 50 times at once is applied once: one journal entry', async () => {
    relay.mode = 'capture';
    const { loanId, borrower, reference } = await payK100({ settleAfterMs: 50, callback: 'once' });
    const [callback] = await relay.waitFor(reference);
    if (!callback) throw new Error('no callback');
    await kit.expectFiftyAtOnceAppliedOnce(t, callback, { reference, loanId, token: borrower.token });
  });

  it('a callback with a wrong hash is 401 and changes nothing', async () => {
    const { loanId, borrower, reference } = await payK100({ settleAfterMs: 50, callback: 'wrong_signature' });
    const [forged] = await relay.waitFor(reference);
    expect(forged?.status).toBe(401);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({ status: 'pending', settledAt: null });
    const [record] = await t.ctx.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.channel, 'airtel'))
      .orderBy(desc(paymentCallbacks.id))
      .limit(1);
    expect(record).toMatchObject({ result: 'rejected', detail: 'Airtel callback signature does not match' });
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(kit.TOTAL_DUE);
    expect(await kit.repaymentEntriesOf(t, loanId)).toHaveLength(0);
  });

  it('FAILED (TF) after SUCCESSFUL is ignored, even correctly signed', async () => {
    const { loanId, borrower, reference } = await payK100({ settleAfterMs: 50, callback: 'once' });
    await relay.waitFor(reference);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({ status: 'successful' });
    const transaction = {
      id: reference,
      message: 'Transaction failed',
      status_code: 'TF',
      airtel_money_id: 'MP0',
    };
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/airtel',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ transaction, hash: callbackHash(transaction, CALLBACK_SECRET) }),
    });
    expect(answer.statusCode).toBe(200);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({
      status: 'successful',
      failureReason: null,
    });
    expect((await kit.callbacksNaming(t, reference)).map((c) => [c.claimedState, c.result])).toEqual([
      ['successful', 'applied'],
      ['failed', 'ignored'],
    ]);
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(989.3);
  });

  it("a disbursement to an Airtel wallet goes through Airtel; the disbursement application's callback makes the loan active", async () => {
    const admin = await signedInStaff(t, 'admin');
    const { loanId, phone } = await kit.approvedLoanToWallet(t, 'airtel');
    fake.setScenario(nine(phone), { settleAfterMs: 100, callback: 'once' });
    fake.callbackUrl = relay.url('/api/webhooks/airtel-disbursements');
    try {
      const { transactionId, res } = await kit.disburse(t, admin, loanId);
      expect(res.statusCode).toBe(200);
      expect(await kit.disbursementOf(t, loanId)).toMatchObject({ provider: 'airtel', transactionId });
      expect(fake.transactions.find((tx) => tx.id === transactionId)).toMatchObject({
        product: 'disbursement',
        amount: 950,
      });
      await relay.waitFor(transactionId);
      await kit.eventually(async () => expect(await kit.loanStatus(t, loanId)).toBe('active'));
      expect(await kit.callbacksNaming(t, transactionId)).toEqual([
        expect.objectContaining({
          channel: 'airtel-disbursements',
          kind: 'disbursement',
          confirmed: true,
          result: 'applied',
        }),
      ]);
    } finally {
      fake.callbackUrl = relay.url('/api/webhooks/airtel');
    }
  });
});
