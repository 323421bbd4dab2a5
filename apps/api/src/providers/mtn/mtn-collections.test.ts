import { afterEach, describe, expect, it } from 'vitest';
import type { CollectionRequest } from '../ports';
import { mtnReferenceId } from './mtn-reference-id';
import { type MtnHarness, sleep, startMtnHarness } from './testing/mtn-harness';

let h: MtnHarness;

afterEach(async () => {
  await h.close();
});

const payment = (overrides: Partial<CollectionRequest> = {}): CollectionRequest => ({
  reference: 'PAY-000123',
  amountNgwee: 1250,
  msisdn: '+260961234567',
  operator: 'mtn',
  narration: "Repayment of Mwila's loan 1a2b3c4d",
  ...overrides,
});

describe('MTN collections (request to pay)', () => {
  it('sends MoMo a request to pay, then finds it pending and later successful', async () => {
    h = await startMtnHarness();
    h.fake.setScenario({ outcome: 'successful', settleAfterMs: 150 });
    const { collections } = h.providers;

    expect(await collections.requestPayment(payment())).toEqual({
      state: 'pending',
      providerReference: null,
    });

    const sent = h.fake.transactions.get(mtnReferenceId('kwacha-loans', 'PAY-000123'));
    expect(sent).toMatchObject({
      product: 'collection',
      externalId: 'PAY-000123',
      amount: '12.50',
      currency: 'ZMW',
      party: { partyIdType: 'MSISDN', partyId: '260961234567' },
      payerMessage: 'Repayment of Mwila s loan 1a2b3c4d',
      callbackUrl: h.receiver.url,
    });
    expect(await collections.paymentStatus('PAY-000123')).toEqual({
      state: 'pending',
      providerReference: null,
    });

    await sleep(200);
    const settled = await collections.paymentStatus('PAY-000123');
    expect(settled).toEqual({ state: 'successful', providerReference: sent?.financialTransactionId });
    expect(settled).toMatchObject({ providerReference: expect.stringMatching(/^\d+$/) });
  });

  it('maps NOT_ENOUGH_FUNDS to failed with insufficientFunds', async () => {
    h = await startMtnHarness();
    h.fake.setScenario({ outcome: 'insufficient_funds' }, { msisdn: '+260961230000' });
    const { collections } = h.providers;
    await collections.requestPayment(payment({ msisdn: '+260961230000' }));
    expect(await collections.paymentStatus('PAY-000123')).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'NOT_ENOUGH_FUNDS',
      insufficientFunds: true,
    });
  });

  it('reads a reason given as { code, message } the same way', async () => {
    h = await startMtnHarness({ fake: { reasonStyle: 'object' } });
    h.fake.setScenario({ outcome: 'insufficient_funds' });
    await h.providers.collections.requestPayment(payment());
    expect(await h.providers.collections.paymentStatus('PAY-000123')).toMatchObject({
      state: 'failed',
      reason: 'NOT_ENOUGH_FUNDS',
      insufficientFunds: true,
    });
  });

  it('reports an unknown payer as a plain failure', async () => {
    h = await startMtnHarness();
    h.fake.setScenario({ outcome: 'payer_not_found' });
    await h.providers.collections.requestPayment(payment());
    expect(await h.providers.collections.paymentStatus('PAY-000123')).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'PAYER_NOT_FOUND',
    });
  });

  it('answers unknown on a timeout; a later status call finds the real outcome', async () => {
    h = await startMtnHarness();
    h.fake.setScenario({ respond: 'timeout', holdMs: 1500 });
    const impatient = h.connect({ MTN_TIMEOUT_MS: '300' }).collections;
    const started = Date.now();
    expect(await impatient.requestPayment(payment())).toEqual({
      state: 'unknown',
      reason: 'MTN did not answer within 300 ms',
    });
    expect(Date.now() - started).toBeLessThan(1400);
    // MoMo did take it: reconciliation asks about the same reference and learns the truth.
    expect(h.fake.transactions.size).toBe(1);
    expect(await h.providers.collections.paymentStatus('PAY-000123')).toMatchObject({ state: 'successful' });
  });

  it('answers unknown on a 5xx; MoMo kept nothing, so the status is not_found', async () => {
    h = await startMtnHarness();
    h.fake.setScenario({ respond: 'server_error' }, { nextCalls: 1 });
    const { collections } = h.providers;
    expect(await collections.requestPayment(payment())).toEqual({
      state: 'unknown',
      reason: 'MTN answered HTTP 500 INTERNAL_PROCESSING_ERROR',
    });
    expect(await collections.paymentStatus('PAY-000123')).toEqual({ state: 'not_found' });
  });

  it('never charges twice for one reference: a retry after a timeout gets 409 and reads the first', async () => {
    h = await startMtnHarness();
    h.fake.setScenario({ respond: 'timeout', holdMs: 1500 }, { nextCalls: 1 });
    const impatient = h.connect({ MTN_TIMEOUT_MS: '300' }).collections;
    expect(await impatient.requestPayment(payment())).toMatchObject({ state: 'unknown' });
    const { collections } = h.providers;
    expect(await collections.requestPayment(payment())).toMatchObject({ state: 'successful' });
    // A burst of double clicks with the same reference.
    const burst = await Promise.all(Array.from({ length: 10 }, () => collections.requestPayment(payment())));
    expect(burst).toEqual(Array(10).fill(expect.objectContaining({ state: 'successful' })));
    expect(h.fake.createRequests.collection).toBe(12);
    expect(h.fake.transactions.size).toBe(1);
  });

  it('keeps concurrent first requests with one reference to one transaction', async () => {
    h = await startMtnHarness();
    h.fake.setScenario({ settleAfterMs: 10_000 });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => h.providers.collections.requestPayment(payment())),
    );
    expect(outcomes.every((o) => o.state === 'pending')).toBe(true);
    expect(h.fake.transactions.size).toBe(1);
  });

  it('answers not_found for a reference MoMo never received', async () => {
    h = await startMtnHarness();
    expect(await h.providers.collections.paymentStatus('PAY-never-sent')).toEqual({ state: 'not_found' });
  });
});
