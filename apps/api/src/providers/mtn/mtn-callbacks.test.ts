import { afterEach, describe, expect, it } from 'vitest';
import { CallbackRejectedError, type CollectionRequest } from '../ports';
import { parseMtnCallback } from './mtn-callbacks';
import { type MtnHarness, sleep, startMtnHarness } from './testing/mtn-harness';

let h: MtnHarness;

afterEach(async () => {
  await h?.close();
});

const payment: CollectionRequest = {
  reference: 'PAY-000777',
  amountNgwee: 1250,
  msisdn: '+260961234567',
  operator: 'mtn',
  narration: 'Loan repayment',
};

describe('MTN callbacks', () => {
  it('parses a late callback as an unconfirmed event for our reference', async () => {
    h = await startMtnHarness();
    h.fake.setScenario({ settleAfterMs: 50, callback: 'once', callbackDelayMs: 250 });
    await h.providers.collections.requestPayment(payment);
    await sleep(150);
    expect(h.receiver.received).toHaveLength(0);
    await h.fake.waitForCallbacks(1);

    const [callback] = h.receiver.received;
    expect(callback?.method).toBe('POST');
    const financialTransactionId = [...h.fake.transactions.values()][0]?.financialTransactionId;
    expect(h.providers.collections.parseCallback(callback ?? { headers: {}, rawBody: '' })).toEqual([
      {
        kind: 'collection',
        reference: 'PAY-000777',
        outcome: { state: 'successful', providerReference: financialTransactionId },
        amountNgwee: 1250,
        currency: 'ZMW',
        confirmed: false,
      },
    ]);
  });

  it('parses duplicate callbacks identically', async () => {
    h = await startMtnHarness();
    h.fake.setScenario({ outcome: 'insufficient_funds', callback: 'twice' });
    await h.providers.collections.requestPayment(payment);
    await h.fake.waitForCallbacks(2);

    const [first, second] = h.receiver.received.map((c) => h.providers.collections.parseCallback(c));
    expect(first).toEqual(second);
    expect(first?.[0]?.outcome).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'NOT_ENOUGH_FUNDS',
      insufficientFunds: true,
    });
  });

  it('never confirms a forged callback: only the status call tells the truth', async () => {
    // MoMo does not sign callbacks, so a forgery is MTN's "wrong signature": it must change nothing by itself.
    h = await startMtnHarness();
    h.fake.setScenario({ outcome: 'pending_forever', callback: 'forged' });
    await h.providers.collections.requestPayment(payment);
    await h.fake.waitForCallbacks(1);

    const [event] = h.providers.collections.parseCallback(
      h.receiver.received[0] ?? { headers: {}, rawBody: '' },
    );
    expect(event).toMatchObject({ outcome: { state: 'successful' }, confirmed: false });
    expect(await h.providers.collections.paymentStatus('PAY-000777')).toEqual({
      state: 'pending',
      providerReference: null,
    });
  });

  it('tells a transfer callback from a collection callback, whichever method MoMo uses', async () => {
    h = await startMtnHarness({ fake: { callbackMethod: 'PUT' } });
    h.fake.setScenario({ outcome: 'payee_not_found', callback: 'once' });
    await h.providers.disbursements.transfer({
      reference: 'DSB-000001',
      amountNgwee: 95_000,
      destination: {
        method: 'mobile_money',
        operator: 'mtn',
        msisdn: '+260961234567',
        accountName: 'Mwila Banda',
      },
      narration: 'Kwacha Loans disbursement',
    });
    await h.fake.waitForCallbacks(1);

    expect(h.receiver.received[0]?.method).toBe('PUT');
    expect(parseMtnCallback(h.receiver.received[0] ?? { headers: {}, rawBody: '' })).toEqual([
      {
        kind: 'disbursement',
        reference: 'DSB-000001',
        outcome: { state: 'failed', providerReference: null, reason: 'PAYEE_NOT_FOUND' },
        amountNgwee: 95_000,
        currency: 'ZMW',
        confirmed: false,
      },
    ]);
  });

  it('rejects bodies that are not MoMo transactions', () => {
    const parse = (rawBody: string) => () => parseMtnCallback({ headers: {}, rawBody });
    expect(parse('not json')).toThrow(CallbackRejectedError);
    expect(
      parse('{"status":"SUCCESSFUL","payer":{"partyIdType":"MSISDN","partyId":"260961234567"}}'),
    ).toThrow(CallbackRejectedError);
    expect(parse('{"status":"SUCCESSFUL","externalId":"PAY-1"}')).toThrow(CallbackRejectedError);
    expect(parse('{"externalId":"PAY-1","payer":{"partyIdType":"MSISDN","partyId":"1"}}')).toThrow(
      CallbackRejectedError,
    );
  });
});
