import { PAYMENT_MESSAGES } from '@kwacha/shared/payments/payment-view';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_CHECK_JOB, reconcilePayments } from '../../modules/payments/payment-checks';
import { pay, testClock } from '../../modules/payments/testing/payment-test-helpers';
import { signedInStaff } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { activeLoanPaysK100, startProviderSuite } from '../testing/provider-suite';
import type { WebhookRelay } from '../testing/provider-test-kit';
import * as kit from '../testing/provider-test-kit';
import { FakeMtnServer } from './testing/fake-mtn-server';

// Short enough that the timeout test is quick, long enough for a busy machine's normal answers.
const TIMEOUT_MS = 2000;

describe('MTN MoMo wallets routed to the MTN adapter (PAYMENT_PROVIDER_MTN=mtn), against the fake MoMo', () => {
  let t: TestApp;
  let fake: FakeMtnServer;
  let relay: WebhookRelay;
  const clock = testClock();

  /** An active loan and a payment of K100 from a fresh MTN wallet with `scenario` at the fake. */
  const payK100 = (scenario: Parameters<FakeMtnServer['setScenario']>[0]) =>
    activeLoanPaysK100(t, clock, 'mtn', (phone) => fake.setScenario(scenario, { msisdn: kit.e164(phone) }));

  beforeAll(async () => {
    ({ t, fake, relay } = await startProviderSuite(clock, {
      overrides: { mtn: 'mtn' },
      startFake: async () => {
        const server = new FakeMtnServer({ callbackMethod: 'PUT' });
        await server.start();
        return server;
      },
      env: (fake, relay) =>
        fake.env({
          MTN_CALLBACK_URL: relay.url('/api/webhooks/mtn'),
          MTN_TIMEOUT_MS: String(TIMEOUT_MS),
        }),
    }));
  });
  kit.closeProviderSuite(() => ({ t, fake, relay }));

  it('success: pending until MoMo calls back; the unsigned callback is confirmed by a status call, then applied', async () => {
    const { loanId, borrower, phone, res, reference } = await payK100({
      settleAfterMs: 100,
      callback: 'once',
    });
    expect(res.statusCode).toBe(201);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({
      provider: 'mtn',
      phoneNumber: kit.e164(phone),
    });
    const sent = [...fake.transactions.values()].find((tx) => tx.externalId === reference);
    expect(sent).toMatchObject({ product: 'collection', amount: '100.00', currency: 'ZMW' });
    expect(sent?.party.partyId).toBe(kit.e164(phone).slice(1));

    const [callback] = await relay.waitFor(reference);
    expect(callback).toMatchObject({ method: 'PUT', status: 200 });
    await kit.expectAppliedOnce(
      t,
      { reference, loanId, token: borrower.token },
      { provider: 'mtn', kind: 'collection', confirmed: false },
    );
  });

  it('insufficient funds: MoMo cannot refuse at once, so pending, then failed; a repeat of the request reads the SPEC text', async () => {
    // Held back until the request has been answered, so that "pending first" does not depend on timing.
    relay.mode = 'capture';
    const { loanId, borrower, phone, res, reference } = await payK100({
      outcome: 'insufficient_funds',
      callback: 'once',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'pending' });
    const [callback] = await relay.waitFor(reference);
    expect((callback && (await kit.replay(t.app, callback)))?.statusCode).toBe(200);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
    });
    const again = await pay(
      t,
      borrower.token,
      { loanId, amount: '100.00', phone, operator: 'mtn' },
      (await kit.paymentByReference(t, reference)).idempotencyKey,
    );
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      success: false,
      message: kit.INSUFFICIENT_FUNDS,
      error: { code: 'INSUFFICIENT_FUNDS' },
    });
    expect(PAYMENT_MESSAGES.insufficientFunds).toBe(kit.INSUFFICIENT_FUNDS);
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(kit.TOTAL_DUE);
    expect(await kit.repaymentEntriesOf(t, loanId)).toHaveLength(0);
  });

  it('timeout: the request is left unknown, and reconciliation finds the outcome with the same reference', async () => {
    const { loanId, borrower, res, reference } = await payK100({
      respond: 'timeout',
      holdMs: TIMEOUT_MS * 2,
    });
    expect(res.statusCode).toBe(201);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({
      status: 'pending',
      acknowledgedAt: null,
    });
    clock.advance(31_000);
    await reconcilePayments(t.ctx);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({ status: 'successful' });
    expect(fake.createRequests.collection).toBeGreaterThan(0);
    expect([...fake.transactions.values()].filter((tx) => tx.externalId === reference)).toHaveLength(1);
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(989.3);
  });

  it('a late callback, after the check job applied the outcome, changes nothing', async () => {
    relay.mode = 'capture';
    const { loanId, borrower, res, reference } = await payK100({ callback: 'once' });
    const payment = res.json().data;
    const [late] = await relay.waitFor(reference);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: payment.id });
    expect(await kit.paymentByReference(t, reference)).toMatchObject({ status: 'successful' });

    const answer = late && (await kit.replay(t.app, late));
    expect(answer?.statusCode).toBe(200);
    expect(await kit.callbacksNaming(t, reference)).toEqual([expect.objectContaining({ result: 'ignored' })]);
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(989.3);
    expect(await kit.repaymentEntriesOf(t, loanId)).toHaveLength(1);
  });

  it('the same callback 50 times at once is applied once: one journal entry', async () => {
    relay.mode = 'capture';
    const { loanId, borrower, reference } = await payK100({ callback: 'once' });
    const [callback] = await relay.waitFor(reference);
    if (!callback) throw new Error('no callback');
    await kit.expectFiftyAtOnceAppliedOnce(t, callback, { reference, loanId, token: borrower.token });
  });

  it('bad signature (MoMo signs nothing): a forged SUCCESSFUL callback is not believed, the status call says pending', async () => {
    const { loanId, borrower, reference } = await payK100({ outcome: 'pending_forever', callback: 'forged' });
    const [forged] = await relay.waitFor(reference);
    expect(JSON.parse(forged?.rawBody ?? '{}')).toMatchObject({ status: 'SUCCESSFUL' });
    expect(await kit.paymentByReference(t, reference)).toMatchObject({ status: 'pending', settledAt: null });
    expect(await kit.callbacksNaming(t, reference)).toEqual([
      expect.objectContaining({
        claimedState: 'successful',
        confirmed: false,
        believedState: 'pending',
        result: 'recorded',
      }),
    ]);
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(kit.TOTAL_DUE);
    expect(await kit.repaymentEntriesOf(t, loanId)).toHaveLength(0);
  });

  it('FAILED after SUCCESSFUL is ignored: a final payment stays final', async () => {
    relay.mode = 'capture';
    const { loanId, borrower, res, reference } = await payK100({ callback: 'once' });
    const [success] = await relay.waitFor(reference);
    if (!success) throw new Error('no callback');
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: res.json().data.id });
    expect(await kit.paymentByReference(t, reference)).toMatchObject({ status: 'successful' });

    const failed = { ...JSON.parse(success.rawBody), status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR' };
    const answer = await kit.replay(t.app, { ...success, rawBody: JSON.stringify(failed) });
    expect(answer.statusCode).toBe(200);
    expect(await kit.paymentByReference(t, reference)).toMatchObject({
      status: 'successful',
      failureReason: null,
    });
    expect(await kit.callbacksNaming(t, reference)).toEqual([
      expect.objectContaining({ claimedState: 'failed', result: 'ignored' }),
    ]);
    expect(await kit.outstandingBalance(t, borrower.token, loanId)).toBe(989.3);
  });

  it('a disbursement to an MTN wallet goes through MoMo; its callback (payee) makes the loan active', async () => {
    const admin = await signedInStaff(t, 'admin');
    const { loanId, phone } = await kit.approvedLoanToWallet(t, 'mtn');
    fake.setScenario({ settleAfterMs: 100, callback: 'once' }, { msisdn: phone });
    const { transactionId, res } = await kit.disburse(t, admin, loanId);
    expect(res.statusCode).toBe(200);
    expect(await kit.disbursementOf(t, loanId)).toMatchObject({ provider: 'mtn', transactionId });
    const sent = [...fake.transactions.values()].find((tx) => tx.externalId === transactionId);
    expect(sent).toMatchObject({ product: 'disbursement', amount: '950.00' });

    await relay.waitFor(transactionId);
    await kit.eventually(async () => expect(await kit.loanStatus(t, loanId)).toBe('active'));
    expect(await kit.disbursementOf(t, loanId)).toMatchObject({ status: 'successful' });
    expect(await kit.callbacksNaming(t, transactionId)).toEqual([
      expect.objectContaining({
        kind: 'disbursement',
        confirmed: false,
        believedState: 'successful',
        result: 'applied',
      }),
    ]);
  });
});
