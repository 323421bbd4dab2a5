import { afterEach, describe, expect, it } from 'vitest';
import { CallbackRejectedError } from '../ports';
import { parseAirtelCallback } from './airtel-callbacks';
import { callbackHash } from './airtel-crypto';
import { collectionRequest, startAirtelKit } from './testing/airtel-test-kit';

type Kit = Awaited<ReturnType<typeof startAirtelKit>>;
let kit: Kit | undefined;

afterEach(async () => {
  await kit?.close();
  kit = undefined;
});

const SECRET = 'callback-private-key';

describe('Airtel callbacks, unsigned (callback authentication off)', () => {
  it('parses a late callback, unconfirmed so the service checks it by status', async () => {
    kit = await startAirtelKit();
    kit.fake.nextCall({ settleAfterMs: 50, callback: 'late', callbackDelayMs: 400 });
    const request = collectionRequest();
    await kit.collections.requestPayment(request);

    expect(kit.receiver.received).toHaveLength(0);
    await kit.fake.waitForCallbacks(1);
    const [callback] = kit.receiver.received;
    if (!callback) throw new Error('no callback arrived');

    expect(kit.collections.parseCallback(callback)).toEqual([
      {
        kind: 'collection',
        reference: request.reference,
        outcome: { state: 'successful', providerReference: kit.fake.transactions[0]?.airtelMoneyId },
        amountNgwee: null,
        currency: null,
        confirmed: false,
      },
    ]);
  });

  it('parses a failed payment from its callback', async () => {
    kit = await startAirtelKit();
    kit.fake.nextCall({ result: 'declined', callback: 'once' });
    await kit.collections.requestPayment(collectionRequest());
    await kit.fake.waitForCallbacks(1);
    const [callback] = kit.receiver.received;
    if (!callback) throw new Error('no callback arrived');

    expect(kit.collections.parseCallback(callback)[0]?.outcome).toMatchObject({
      state: 'failed',
      reason: 'Transaction failed',
    });
  });
});

describe('Airtel callbacks, signed (callback authentication on)', () => {
  it('confirms a callback whose hash matches, and parses duplicates identically', async () => {
    kit = await startAirtelKit({ fake: { callbackSecret: SECRET }, env: { AIRTEL_CALLBACK_SECRET: SECRET } });
    kit.fake.nextCall({ callback: 'twice' });
    const request = collectionRequest();
    await kit.collections.requestPayment(request);
    await kit.fake.waitForCallbacks(2);
    const [first, second] = kit.receiver.received;
    if (!first || !second) throw new Error('callbacks missing');

    const parsedFirst = kit.collections.parseCallback(first);
    expect(parsedFirst[0]).toMatchObject({ reference: request.reference, confirmed: true });
    expect(parsedFirst[0]?.outcome.state).toBe('successful');
    expect(kit.collections.parseCallback(second)).toEqual(parsedFirst);
  });

  it('rejects a wrong signature', async () => {
    kit = await startAirtelKit({ fake: { callbackSecret: SECRET }, env: { AIRTEL_CALLBACK_SECRET: SECRET } });
    kit.fake.nextCall({ callback: 'wrong_signature' });
    await kit.collections.requestPayment(collectionRequest());
    await kit.fake.waitForCallbacks(1);
    const [callback] = kit.receiver.received;
    if (!callback) throw new Error('no callback arrived');

    expect(() => kit?.collections.parseCallback(callback)).toThrow(CallbackRejectedError);
    expect(() => kit?.collections.parseCallback(callback)).toThrow(
      'Airtel callback signature does not match',
    );
  });

  it('rejects an unsigned callback and a malformed one when authentication is on', () => {
    const transaction = { id: 'pay-1', message: 'ok', status_code: 'TS', airtel_money_id: 'MP1' };
    const options = { kind: 'collection' as const, secret: SECRET };

    expect(() =>
      parseAirtelCallback({ headers: {}, rawBody: JSON.stringify({ transaction }) }, options),
    ).toThrow('Airtel callback is not signed');
    expect(() => parseAirtelCallback({ headers: {}, rawBody: 'not json' }, options)).toThrow(
      CallbackRejectedError,
    );
    expect(() => parseAirtelCallback({ headers: {}, rawBody: '{"hash":"x"}' }, options)).toThrow(
      'Airtel callback has no transaction',
    );
  });

  it('checks the hash over the transaction as sent, whatever the whitespace around it', () => {
    const transaction = { id: 'dsb-1', message: 'Sent', status_code: 'TS', airtel_money_id: 'CI9' };
    const hash = callbackHash(transaction, SECRET);
    const rawBody = `{\n  "transaction": ${JSON.stringify(transaction, null, 2)},\n  "hash": "${hash}"\n}`;

    const event = parseAirtelCallback({ headers: {}, rawBody }, { kind: 'disbursement', secret: SECRET });

    expect(event).toEqual({
      kind: 'disbursement',
      reference: 'dsb-1',
      outcome: { state: 'successful', providerReference: 'CI9' },
      amountNgwee: null,
      currency: null,
      confirmed: true,
    });
  });
});
