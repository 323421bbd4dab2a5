import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLencoProviders } from '../index';
import { FakeLencoServer } from './fake-lenco-server';
import { TEST_ACCOUNT_ID, TEST_API_KEY } from './lenco-test-setup';

let fake: FakeLencoServer;

beforeEach(async () => {
  fake = await new FakeLencoServer({ apiKey: TEST_API_KEY, accountId: TEST_ACCOUNT_ID }).start();
});
afterEach(async () => {
  await fake.close();
});

const providers = (baseUrl = fake.url) =>
  createLencoProviders({
    baseUrl,
    apiKey: TEST_API_KEY,
    accountId: TEST_ACCOUNT_ID,
    collectionBearer: 'merchant',
    timeoutMs: 2_000,
  });

const collect = (reference: string) =>
  providers().collections.requestPayment({
    reference,
    amountNgwee: 1000,
    msisdn: '+260961111111',
    operator: 'mtn',
    narration: 'Repayment',
  });

describe('fake Lenco server', () => {
  it('without a webhook URL records each webhook so a test can replay it into the app', async () => {
    fake.setScenario('0961111111', { callback: 'twice', callbackDelayMs: 20 });
    await collect('replay-1');
    const [first, second] = await fake.waitForCallbacks(2);
    expect(first).toMatchObject({ event: 'collection.successful', reference: 'replay-1', url: null });
    expect(second?.rawBody).toBe(first?.rawBody);
    const events = providers().collections.parseCallback({
      headers: first?.headers ?? {},
      rawBody: first?.rawBody ?? '',
    });
    expect(events).toMatchObject([{ kind: 'collection', reference: 'replay-1', confirmed: true }]);
  });

  it('a per-call scenario applies to the next request only', async () => {
    fake.setNextScenario({ outcome: 'failed' });
    expect(await collect('next-1')).toMatchObject({ state: 'failed' });
    expect(await collect('next-2')).toMatchObject({ state: 'successful' });
  });

  it('reset forgets transactions and scenarios', async () => {
    fake.setDefaultScenario({ outcome: 'failed' });
    await collect('reset-1');
    fake.reset();
    expect(fake.transactions).toEqual([]);
    expect(await collect('reset-1')).toMatchObject({ state: 'successful' });
  });

  it('answers a path Lenco does not have with a plain 404, which the adapter does not take for not_found', async () => {
    const wrongBase = fake.url.replace('/access/v2', '/access/v1');
    expect(await providers(wrongBase).collections.paymentStatus('any')).toEqual({
      state: 'unknown',
      reason: 'Lenco answered HTTP 404 to a status request',
    });
  });
});
