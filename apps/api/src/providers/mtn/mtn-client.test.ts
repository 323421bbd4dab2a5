import { afterEach, describe, expect, it } from 'vitest';
import type { FetchLike } from './mtn-http';
import { type MtnHarness, startMtnHarness } from './testing/mtn-harness';

const HOUR_MS = 3_600_000;
let h: MtnHarness;

afterEach(async () => {
  await h.close();
});

describe('MTN tokens', () => {
  it('fetches one token per product and reuses it', async () => {
    h = await startMtnHarness();
    const { collections, disbursements } = h.providers;
    await collections.paymentStatus('PAY-1');
    await collections.paymentStatus('PAY-2');
    await collections.requestPayment({
      reference: 'PAY-3',
      amountNgwee: 500,
      msisdn: '+260961234567',
      operator: 'mtn',
      narration: 'Loan repayment',
    });
    await disbursements.transferStatus('DSB-1');
    await disbursements.transferStatus('DSB-2');
    expect(h.fake.tokensIssued).toEqual({ collection: 1, disbursement: 1 });
  });

  it('shares one token request among concurrent calls', async () => {
    h = await startMtnHarness();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => h.providers.collections.paymentStatus(`PAY-${i}`)),
    );
    expect(outcomes.every((o) => o.state === 'not_found')).toBe(true);
    expect(h.fake.tokensIssued.collection).toBe(1);
  });

  it('refreshes the token a minute before its hour is up', async () => {
    h = await startMtnHarness();
    const { collections } = h.providers;
    await collections.paymentStatus('PAY-1');
    h.clock.advance(HOUR_MS - 61_000);
    await collections.paymentStatus('PAY-1');
    expect(h.fake.tokensIssued.collection).toBe(1);
    h.clock.advance(2_000);
    await collections.paymentStatus('PAY-1');
    await collections.paymentStatus('PAY-1');
    expect(h.fake.tokensIssued.collection).toBe(2);
  });

  it('keeps using an unexpired token when an early refresh fails', async () => {
    let tokenEndpointDown = false;
    const flaky: FetchLike = (url, init) =>
      tokenEndpointDown && url.endsWith('/token/')
        ? Promise.reject(new TypeError('fetch failed'))
        : fetch(url, init);
    h = await startMtnHarness({ deps: { fetch: flaky } });
    const { collections } = h.providers;
    await collections.paymentStatus('PAY-1');
    tokenEndpointDown = true;
    h.clock.advance(HOUR_MS - 30_000);
    expect(await collections.paymentStatus('PAY-1')).toEqual({ state: 'not_found' });
    // Once it has really expired there is nothing to fall back on: the outcome is unknown, not an error.
    h.clock.advance(60_000);
    expect(await collections.paymentStatus('PAY-1')).toEqual({
      state: 'unknown',
      reason: 'MTN could not be reached (network error)',
    });
  });

  it('replaces a revoked token once and completes the call', async () => {
    h = await startMtnHarness();
    const { collections } = h.providers;
    await collections.paymentStatus('PAY-1');
    h.fake.revokeTokens();
    expect(await collections.paymentStatus('PAY-1')).toEqual({ state: 'not_found' });
    expect(h.fake.tokensIssued.collection).toBe(2);
  });

  it('answers unknown, without the credentials in the reason, when MoMo refuses them', async () => {
    h = await startMtnHarness({ env: { MTN_COLLECTION_API_KEY: 'wrong-secret-key' } });
    const outcome = await h.providers.collections.paymentStatus('PAY-1');
    expect(outcome).toEqual({ state: 'unknown', reason: 'MTN collection token refused (HTTP 401)' });
    expect(JSON.stringify(outcome)).not.toContain('secret');
  });

  it('answers unknown when the target environment is wrong (MoMo answers 500)', async () => {
    h = await startMtnHarness({ env: { MTN_TARGET_ENVIRONMENT: 'mtnuganda' } });
    expect(await h.providers.collections.paymentStatus('PAY-1')).toEqual({
      state: 'unknown',
      reason: 'MTN answered HTTP 500 NOT_ALLOWED_TARGET_ENVIRONMENT',
    });
  });
});
