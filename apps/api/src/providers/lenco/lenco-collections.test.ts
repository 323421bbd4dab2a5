import { describe, expect, it } from 'vitest';
import { CallbackRejectedError, type CollectionRequest, type IncomingCallback } from '../ports';
import { createLencoProviders } from './index';
import {
  eventually,
  lencoHarnessPerTest,
  sleep,
  TEST_API_KEY,
  TEST_TIMEOUT_MS,
  uniqueReference,
} from './testing/lenco-test-setup';

const h = lencoHarnessPerTest();

/** Waits for exactly `count` webhooks at the receiver. */
function received(count: number): Promise<IncomingCallback[]> {
  return eventually(() => {
    expect(h.receiver.received).toHaveLength(count);
    return h.receiver.received;
  });
}

async function onlyCallback(): Promise<IncomingCallback> {
  const [callback] = await received(1);
  if (!callback) throw new Error('no webhook arrived');
  return callback;
}

function payment(overrides: Partial<CollectionRequest> = {}): CollectionRequest {
  return {
    reference: uniqueReference('pay'),
    amountNgwee: 1250,
    msisdn: '+260977123456',
    operator: 'airtel',
    narration: 'Loan repayment',
    ...overrides,
  };
}

describe('Lenco collections: the request', () => {
  it('POSTs /collections/mobile-money with the secret key and Lenco fields (kwacha amount, local phone)', async () => {
    const request = payment({ amountNgwee: 123405 });
    await h.providers.collections.requestPayment(request);
    expect(h.fake.requests).toEqual([
      {
        method: 'POST',
        path: '/access/v2/collections/mobile-money',
        authorised: true,
        body: {
          amount: 1234.05,
          reference: request.reference,
          phone: '0977123456',
          operator: 'airtel',
          country: 'zm',
          bearer: 'merchant',
        },
      },
    ]);
  });

  it('uses the one secret key on every call: no token endpoint is ever called', async () => {
    const request = payment();
    await h.providers.collections.requestPayment(request);
    await h.providers.collections.paymentStatus(request.reference);
    await h.providers.collections.paymentStatus(request.reference);
    expect(h.fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /access/v2/collections/mobile-money',
      `GET /access/v2/collections/status/${request.reference}`,
      `GET /access/v2/collections/status/${request.reference}`,
    ]);
    expect(h.fake.requests.every((r) => r.authorised)).toBe(true);
  });

  it('a refused key (401) charges nothing: the request fails and a status call is unknown', async () => {
    const { collections } = createLencoProviders({ ...h.config, apiKey: 'a-wrong-secret-key-123' });
    const request = payment();
    const outcome = await collections.requestPayment(request);
    expect(outcome).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'Invalid or missing API token',
    });
    expect(outcome.state === 'failed' && outcome.reason).not.toContain(TEST_API_KEY);
    expect(await collections.paymentStatus(request.reference)).toMatchObject({ state: 'unknown' });
    expect(h.fake.transactions).toHaveLength(0);
  });
});

describe('Lenco collections: outcomes', () => {
  it('pay-offline is pending until the customer approves, then the status call finds it successful', async () => {
    h.fake.setScenario('+260977123456', { settleAfterMs: 100 });
    const request = payment();
    const first = await h.providers.collections.requestPayment(request);
    expect(first).toEqual({ state: 'pending', providerReference: expect.stringMatching(/^2407\d{5}$/) });
    expect(await h.providers.collections.paymentStatus(request.reference)).toMatchObject({
      state: 'pending',
    });
    await sleep(150);
    expect(await h.providers.collections.paymentStatus(request.reference)).toEqual({
      state: 'successful',
      providerReference: first.state === 'pending' ? first.providerReference : null,
    });
  });

  it('otp-required (Lenco waits for an OTP from the customer) is pending: nothing is charged yet', async () => {
    h.fake.setNextScenario({ interimStatus: 'otp-required', settleAfterMs: 10_000 });
    const outcome = await h.providers.collections.requestPayment(payment());
    expect(outcome).toMatchObject({ state: 'pending' });
  });

  it('an answer that is already final is taken as it is', async () => {
    expect(await h.providers.collections.requestPayment(payment())).toMatchObject({ state: 'successful' });
  });

  it('a wallet without funds fails with insufficientFunds', async () => {
    h.fake.setScenario('0962222222', { outcome: 'insufficient_funds', settleAfterMs: 20 });
    const request = payment({ msisdn: '+260962222222', operator: 'mtn' });
    expect(await h.providers.collections.requestPayment(request)).toMatchObject({ state: 'pending' });
    await sleep(60);
    expect(await h.providers.collections.paymentStatus(request.reference)).toEqual({
      state: 'failed',
      providerReference: expect.any(String),
      reason: 'Not enough funds',
      insufficientFunds: true,
    });
  });

  it('any other failure keeps Lenco’s reason and is not insufficient funds', async () => {
    h.fake.setNextScenario({ outcome: 'failed', reasonForFailure: 'Incorrect Pin' });
    expect(await h.providers.collections.requestPayment(payment())).toEqual({
      state: 'failed',
      providerReference: expect.any(String),
      reason: 'Incorrect Pin',
    });
  });

  it('Zamtel, which Lenco collections do not serve, is refused without a charge', async () => {
    const outcome = await h.providers.collections.requestPayment(
      payment({ msisdn: '+260955123456', operator: 'zamtel' }),
    );
    expect(outcome).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'operator must be one of airtel, mtn',
    });
    expect(h.fake.transactions).toHaveLength(0);
  });

  it('an unknown reference is not_found', async () => {
    expect(await h.providers.collections.paymentStatus('never-sent-1')).toEqual({ state: 'not_found' });
  });
});

describe('Lenco collections: failures in transit', () => {
  it('a timeout is unknown; a later status call finds the real outcome under the same reference', async () => {
    h.fake.setNextScenario({ respondAfterMs: TEST_TIMEOUT_MS * 4 });
    const request = payment();
    const started = Date.now();
    const outcome = await h.impatient.collections.requestPayment(request);
    expect(outcome).toEqual({
      state: 'unknown',
      reason: `Lenco did not answer within ${TEST_TIMEOUT_MS} ms`,
    });
    // It gave up before the fake answered.
    expect(Date.now() - started).toBeLessThan(TEST_TIMEOUT_MS * 4);
    expect(await h.providers.collections.paymentStatus(request.reference)).toMatchObject({
      state: 'successful',
    });
    expect(h.fake.transactions).toHaveLength(1);
  });

  it('a 5xx is unknown, and nothing was recorded under the reference', async () => {
    h.fake.setNextScenario({ serverError: true });
    const request = payment();
    expect(await h.providers.collections.requestPayment(request)).toEqual({
      state: 'unknown',
      reason: 'Lenco answered HTTP 500',
    });
    expect(await h.providers.collections.paymentStatus(request.reference)).toEqual({ state: 'not_found' });
  });

  it('an unreachable Lenco is unknown, never an exception', async () => {
    const address = h.fake.url;
    await h.fake.close();
    const { collections } = createLencoProviders({ ...h.config, baseUrl: address });
    expect(await collections.requestPayment(payment())).toMatchObject({ state: 'unknown' });
    expect(await collections.paymentStatus('any-reference')).toMatchObject({ state: 'unknown' });
  });

  it('sending the same reference again charges once and answers with the first transaction', async () => {
    h.fake.setScenario('+260977123456', { settleAfterMs: 50 });
    const request = payment();
    const first = await h.providers.collections.requestPayment(request);
    const again = await h.providers.collections.requestPayment(request);
    expect(again).toEqual(first);
    expect(h.fake.transactions).toHaveLength(1);
    expect(h.fake.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('a retry after a timeout reuses the reference and does not charge twice', async () => {
    h.fake.setNextScenario({ respondAfterMs: TEST_TIMEOUT_MS * 4 });
    const request = payment();
    expect(await h.impatient.collections.requestPayment(request)).toMatchObject({ state: 'unknown' });
    expect(await h.providers.collections.requestPayment(request)).toMatchObject({ state: 'successful' });
    expect(h.fake.transactions).toHaveLength(1);
  });
});

describe('Lenco collections: webhooks', () => {
  it('a late callback is verified and parsed into the settled outcome', async () => {
    h.fake.setNextScenario({ settleAfterMs: 30, callbackDelayMs: 400 });
    const request = payment({ amountNgwee: 50_075 });
    await h.providers.collections.requestPayment(request);
    await sleep(100);
    expect(h.receiver.received).toHaveLength(0);
    const callback = await onlyCallback();
    expect(h.providers.collections.parseCallback(callback)).toEqual([
      {
        kind: 'collection',
        reference: request.reference,
        outcome: { state: 'successful', providerReference: expect.any(String) },
        amountNgwee: 50_075,
        currency: 'ZMW',
        confirmed: true,
      },
    ]);
  });

  it('the same callback twice parses identically both times', async () => {
    h.fake.setNextScenario({ outcome: 'insufficient_funds', callback: 'twice' });
    const request = payment();
    await h.providers.collections.requestPayment(request);
    const both = await received(2);
    expect(both[0]).toEqual(both[1]);
    const [first, second] = both.map((c) => h.providers.collections.parseCallback(c));
    expect(first).toEqual(second);
    expect(first?.[0]).toMatchObject({
      kind: 'collection',
      reference: request.reference,
      outcome: { state: 'failed', insufficientFunds: true, reason: 'Not enough funds' },
    });
  });

  it('a callback with a wrong signature is rejected', async () => {
    h.fake.setNextScenario({ callback: 'wrong-signature' });
    await h.providers.collections.requestPayment(payment());
    const callback = await onlyCallback();
    expect(() => h.providers.collections.parseCallback(callback)).toThrowError(CallbackRejectedError);
  });
});
