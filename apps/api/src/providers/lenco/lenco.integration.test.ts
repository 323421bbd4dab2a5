import { beforeAll, describe, expect, it } from 'vitest';
import { loanReadyToDisburse } from '../../modules/disbursements/testing/disbursement-test-helpers';
import { reconcilePayments } from '../../modules/payments/payment-checks';
import { testClock } from '../../modules/payments/testing/payment-test-helpers';
import { signedInStaff } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { activeLoanPaysK100, startProviderSuite } from '../testing/provider-suite';
import type { WebhookRelay } from '../testing/provider-test-kit';
import * as kit from '../testing/provider-test-kit';
import { type FakeLencoScenario, FakeLencoServer } from './testing/fake-lenco-server';
import { signLencoBody } from './testing/fake-lenco-webhooks';

const TIMEOUT_MS = 2000;
const API_KEY = 'lenco-integration-secret-key';
const ACCOUNT_ID = 'b176cda5-7d97-4a3f-b4dd-ab0234e9e08c';

describe('MTN wallets and bank accounts routed to Lenco (PAYMENT_PROVIDER_MTN=lenco, _BANK=lenco), against the fake Lenco', () => {
  let t: TestApp;
  let fake: FakeLencoServer;
  let relay: WebhookRelay;
  const clock = testClock();
  /** Posts a webhook body signed as Lenco signs it (or with another key). */
  const postSigned = (body: object, key = API_KEY) => {
    const rawBody = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/lenco',
      headers: { 'content-type': 'application/json', 'x-lenco-signature': signLencoBody(key, rawBody) },
      payload: rawBody,
    });
  };

  /** An active loan (paid out by the simulator to an Airtel wallet) and a K100 repayment from an MTN wallet. */
  const payK100 = (scenario: FakeLencoScenario) =>
    activeLoanPaysK100(t, clock, 'mtn', (phone) => fake.setScenario(phone, scenario));

  beforeAll(async () => {
    ({ t, fake, relay } = await startProviderSuite(clock, {
      overrides: { mtn: 'lenco', bank: 'lenco' },
      startFake: (relay) =>
        new FakeLencoServer({
          apiKey: API_KEY,
          accountId: ACCOUNT_ID,
          webhookUrl: relay.url('/api/webhooks/lenco'),
        }).start(),
      env: (fake) => ({
        LENCO_BASE_URL: fake.url,
        LENCO_API_KEY: API_KEY,
        LENCO_ACCOUNT_ID: ACCOUNT_ID,
        LENCO_TIMEOUT_MS: String(TIMEOUT_MS),
      }),
    }));
  });
  kit.closeProviderSuite(() => ({ t, fake, relay }));

  it('success: pay-offline until the signed collection.successful webhook, which is believed and applied', async () => {
    const { loanId, borrower, phone, res, reference } = await payK100({ settleAfterMs: 100 });
    expect(res.statusCode).toBe(201);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({ provider: 'lenco', operator: 'mtn' });
    const request = fake.requests.find((r) => (r.body as { reference?: string })?.reference === reference);
    expect(request).toMatchObject({
      path: '/access/v2/collections/mobile-money',
      body: { amount: 100, phone, operator: 'mtn', country: 'zm' },
    });
    const [webhook] = await relay.waitFor(reference);
    expect(webhook?.status).toBe(200);
    await kit.expectAppliedOnce(
      t,
      { reference, loanId, token: borrower.token },
      { provider: 'lenco', kind: 'collection', confirmed: true },
    );
  });

  it('insufficient funds: Lenco answers "Not enough funds" at once, so 422 with the SPEC text; its webhook changes nothing', async () => {
    // The webhook is held back until the request has been answered: the answer is what settles it.
    relay.mode = 'capture';
    const { loanId, borrower, res } = await payK100({ outcome: 'insufficient_funds' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: kit.INSUFFICIENT_FUNDS,
      error: { code: 'INSUFFICIENT_FUNDS' },
    });
    const refused = fake.transactions.find((tx) => tx.status === 'failed');
    const reference = refused?.reference ?? '';
    expect(await kit.paymentByReference(t, reference)).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
      failureReason: 'Not enough funds',
    });
    const [webhook] = await relay.waitFor(reference);
    expect((webhook && (await kit.replay(t.app, webhook)))?.statusCode).toBe(200);
    expect(await kit.callbacksNaming(t, reference)).toEqual([
      expect.objectContaining({ claimedState: 'failed', result: 'ignored' }),
    ]);
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(kit.TOTAL_DUE);
    expect(await kit.repaymentEntriesOf(t, loanId)).toHaveLength(0);
  });

  it('timeout: the request is left unknown, and reconciliation finds the outcome by our reference', async () => {
    const { loanId, borrower, res, reference } = await payK100({
      respondAfterMs: TIMEOUT_MS * 2,
      callback: 'none',
    });
    expect(res.statusCode).toBe(201);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({
      status: 'pending',
      acknowledgedAt: null,
    });
    clock.advance(31_000);
    await reconcilePayments(t.ctx);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({ status: 'successful' });
    expect(fake.transactions.filter((tx) => tx.reference === reference)).toHaveLength(1);
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(989.3);
  });

  it('a late webhook, after the answer to the request already settled the payment, changes nothing', async () => {
    relay.mode = 'capture';
    // No settleAfterMs: Lenco's answer to the request is already final.
    const { loanId, borrower, res, reference } = await payK100({});
    expect(res.json().data).toMatchObject({ status: 'successful' });
    const [late] = await relay.waitFor(reference);
    expect((late && (await kit.replay(t.app, late)))?.statusCode).toBe(200);
    expect(await kit.callbacksNaming(t, reference)).toEqual([expect.objectContaining({ result: 'ignored' })]);
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(989.3);
    expect(await kit.repaymentEntriesOf(t, loanId)).toHaveLength(1);
  });

  it('the same webhook 50 times at once is applied once: one journal entry', async () => {
    relay.mode = 'capture';
    const { loanId, borrower, reference } = await payK100({ settleAfterMs: 50 });
    const [webhook] = await relay.waitFor(reference);
    if (!webhook) throw new Error('no webhook');
    expect((await kit.paymentByReference(t, reference)).status).toBe('pending');
    await kit.expectFiftyAtOnceAppliedOnce(t, webhook, { reference, loanId, token: borrower.token });
  });

  it('a webhook with a wrong X-Lenco-Signature is 401 and changes nothing', async () => {
    const { loanId, borrower, reference } = await payK100({ settleAfterMs: 50, callback: 'wrong-signature' });
    const [forged] = await relay.waitFor(reference);
    expect(forged?.status).toBe(401);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({ status: 'pending', settledAt: null });
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(kit.TOTAL_DUE);
    expect(await kit.repaymentEntriesOf(t, loanId)).toHaveLength(0);
  });

  it('a signed webhook claiming another amount is not applied but flagged for staff', async () => {
    relay.mode = 'capture';
    const { loanId, borrower, reference } = await payK100({ settleAfterMs: 50 });
    const [webhook] = await relay.waitFor(reference);
    const body = JSON.parse(webhook?.rawBody ?? '{}');
    const answer = await postSigned({ ...body, data: { ...body.data, amount: '1000.00' } });
    expect(answer.statusCode).toBe(200);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({
      status: 'pending',
      flaggedReason: 'claimed amount 100000 ngwee differs from the 10000 ngwee requested',
    });
    expect(await kit.callbacksNaming(t, reference)).toEqual([expect.objectContaining({ result: 'flagged' })]);
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(kit.TOTAL_DUE);
  });

  it('collection.failed after collection.successful is ignored, even correctly signed', async () => {
    relay.mode = 'capture';
    const { loanId, borrower, res, reference } = await payK100({});
    expect(res.json().data).toMatchObject({ status: 'successful' });
    const [success] = await relay.waitFor(reference);
    const body = JSON.parse(success?.rawBody ?? '{}');
    const answer = await postSigned({
      event: 'collection.failed',
      data: { ...body.data, status: 'failed', reasonForFailure: 'Transaction failed' },
    });
    expect(answer.statusCode).toBe(200);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({
      status: 'successful',
      failureReason: null,
    });
    expect((await kit.callbacksNaming(t, reference)).map((c) => [c.claimedState, c.result])).toEqual([
      ['failed', 'ignored'],
    ]);
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(989.3);
  });

  it('a disbursement to a bank account goes through Lenco; its transfer.successful webhook makes the loan active', async () => {
    const admin = await signedInStaff(t, 'admin');
    const account = '0012345678';
    const { loanId } = await loanReadyToDisburse(t, { bankAccount: account });
    fake.setScenario(account, { settleAfterMs: 100 });
    const { transactionId, res } = await kit.disburse(t, admin, loanId);
    expect(res.statusCode).toBe(200);
    expect(await kit.disbursementOf(t, loanId)).toMatchObject({
      provider: 'lenco',
      transactionId,
      method: 'bank_account',
    });
    const request = fake.requests.find(
      (r) => (r.body as { reference?: string })?.reference === transactionId,
    );
    expect(request).toMatchObject({
      path: '/access/v2/transfers/bank-account',
      body: { accountId: ACCOUNT_ID, amount: 950, accountNumber: account, bankId: '016' },
    });
    await relay.waitFor(transactionId);
    await kit.eventually(async () => expect(await kit.loanStatus(t, loanId)).toBe('active'));
    expect(await kit.callbacksNaming(t, transactionId)).toEqual([
      expect.objectContaining({
        kind: 'disbursement',
        confirmed: true,
        believedState: 'successful',
        result: 'applied',
      }),
    ]);
  });
});
