import { afterEach, describe, expect, it } from 'vitest';
import { collectionRequest, startAirtelKit, transferRequest } from './testing/airtel-test-kit';

type Kit = Awaited<ReturnType<typeof startAirtelKit>>;
let kit: Kit | undefined;

afterEach(async () => {
  await kit?.close();
  kit = undefined;
});

/** A clock both the adapter and the fake read, moved by hand. */
function manualClock(start = Date.UTC(2026, 0, 5, 8, 0, 0)) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('Airtel token', () => {
  it('is fetched once and shared by concurrent calls', async () => {
    kit = await startAirtelKit();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => kit?.collections.requestPayment(collectionRequest())),
    );
    expect(outcomes.map((o) => o?.state)).toEqual(Array(5).fill('pending'));
    expect(kit.fake.tokensIssued).toBe(1);
    expect(kit.fake.requests.filter((r) => r.path === '/auth/oauth2/token')).toHaveLength(1);
  });

  it('is reused until shortly before its 180 seconds run out, then refreshed', async () => {
    const clock = manualClock();
    kit = await startAirtelKit({ now: clock.now, fake: { now: clock.now } });
    await kit.collections.paymentStatus('nothing-yet');
    clock.advance(149_000);
    await kit.collections.paymentStatus('nothing-yet');
    expect(kit.fake.tokensIssued).toBe(1);

    // 180 s lifetime − 30 s margin: after 150 s the next call fetches a new token first.
    clock.advance(2_000);
    expect(await kit.collections.paymentStatus('nothing-yet')).toEqual({ state: 'not_found' });
    expect(kit.fake.tokensIssued).toBe(2);
  });

  it('is fetched again once when Airtel refuses it, and the push is sent only once', async () => {
    kit = await startAirtelKit();
    await kit.collections.paymentStatus('warm-up');
    kit.fake.revokeTokens();

    const outcome = await kit.collections.requestPayment(collectionRequest());

    expect(outcome.state).toBe('pending');
    expect(kit.fake.tokensIssued).toBe(2);
    expect(kit.fake.transactions).toHaveLength(1);
  });

  it('leaves the outcome unknown when the credentials are refused, without sending the push', async () => {
    kit = await startAirtelKit({ env: { AIRTEL_CLIENT_SECRET: 'wrong-secret' } });

    const outcome = await kit.collections.requestPayment(collectionRequest());

    expect(outcome).toEqual({ state: 'unknown', reason: 'Airtel token request answered HTTP 401' });
    expect(JSON.stringify(outcome)).not.toContain('wrong-secret');
    expect(kit.fake.transactions).toHaveLength(0);
  });
});

describe('Airtel token refused with 403', () => {
  /** Token and signing key cached, so the next refusal meets the transfer or push itself. */
  const warmUp = (k: Kit) => k.disbursements.transfer(transferRequest({ reference: 'warm-up' }));

  it('is fetched again once when Airtel answers 403 invalid_token, and the transfer pays once', async () => {
    kit = await startAirtelKit();
    await warmUp(kit);
    kit.fake.refuseTokens(1, 403);

    const request = transferRequest();
    const outcome = await kit.disbursements.transfer(request);

    expect(outcome.state).toBe('successful');
    expect(kit.fake.tokensIssued).toBe(2);
    expect(kit.fake.transactions.filter((t) => t.id === request.reference)).toHaveLength(1);
  });

  it('is fetched again when an expired token is refused with 403 rather than 401', async () => {
    kit = await startAirtelKit({ fake: { invalidTokenStatus: 403 } });
    await warmUp(kit);
    kit.fake.revokeTokens();

    const request = collectionRequest();
    expect((await kit.collections.requestPayment(request)).state).toBe('pending');
    expect(kit.fake.tokensIssued).toBe(2);
    expect(kit.fake.transactions.filter((t) => t.id === request.reference)).toHaveLength(1);
  });

  it('is fetched again when the signing-key request is refused with 403 invalid_token', async () => {
    kit = await startAirtelKit();
    kit.fake.refuseTokens(1, 403);

    expect((await kit.collections.requestPayment(collectionRequest())).state).toBe('pending');
    expect(kit.fake.tokensIssued).toBe(2);
  });

  it.each([401, 403] as const)(
    'leaves a transfer unknown, not failed, when a fresh token is refused with %s too',
    async (status) => {
      kit = await startAirtelKit();
      await warmUp(kit);
      kit.fake.refuseTokens(2, status);

      const request = transferRequest();
      const outcome = await kit.disbursements.transfer(request);

      expect(outcome).toEqual({
        state: 'unknown',
        reason: `Airtel refused our access (HTTP ${status}): The access token is invalid or has expired`,
      });
      expect(kit.fake.tokensIssued).toBe(2);
      expect(kit.fake.transactions.filter((t) => t.id === request.reference)).toHaveLength(0);
    },
  );

  it('leaves a collection unknown when a fresh token is refused with 403 too', async () => {
    kit = await startAirtelKit();
    await warmUp(kit);
    kit.fake.refuseTokens(2, 403);

    const request = collectionRequest();
    expect((await kit.collections.requestPayment(request)).state).toBe('unknown');
    expect(kit.fake.transactions.filter((t) => t.id === request.reference)).toHaveLength(0);
  });

  it('keeps the token on a 403 that is not about the token, and lets the code decide', async () => {
    kit = await startAirtelKit();
    await warmUp(kit);
    kit.fake.nextCall({ answer: 'ROUTER007', httpStatus: 403 });

    const outcome = await kit.disbursements.transfer(transferRequest());

    expect(outcome).toMatchObject({ state: 'failed', reason: expect.stringContaining('ROUTER007') });
    expect(kit.fake.tokensIssued).toBe(1);
  });
});

describe('Airtel request format', () => {
  it('sends the Zambia headers, the 9-digit number, kwacha and our reference as the transaction id', async () => {
    kit = await startAirtelKit();
    const request = collectionRequest({ reference: 'pay-ref-1', amountNgwee: 12_550, narration: 'Repay #1' });

    await kit.collections.requestPayment(request);

    const push = kit.fake.requests.find((r) => r.path === '/merchant/v1/payments/');
    expect(push?.headers['x-country']).toBe('ZM');
    expect(push?.headers['x-currency']).toBe('ZMW');
    expect(push?.headers.authorization).toMatch(/^Bearer \w+$/);
    expect(push?.headers['x-signature']).toBeTruthy();
    expect(push?.headers['x-key']).toBeTruthy();
    expect(JSON.parse(push?.body ?? '')).toEqual({
      reference: 'Repay 1',
      subscriber: { country: 'ZM', currency: 'ZMW', msisdn: '971234567' },
      // 12 550 ngwee = K125.50, carried as the JSON number 125.5.
      transaction: { amount: 125.5, country: 'ZM', currency: 'ZMW', id: 'pay-ref-1' },
    });
  });

  it('fetches a new signing key when Airtel has rotated it, and still charges once', async () => {
    kit = await startAirtelKit();
    await kit.collections.requestPayment(collectionRequest());
    kit.fake.rotateSigningKey();

    const outcome = await kit.collections.requestPayment(collectionRequest({ reference: 'after-rotation' }));

    expect(outcome.state).toBe('pending');
    expect(kit.fake.requests.filter((r) => r.path === '/v1/rsa/encryption-keys')).toHaveLength(2);
    expect(kit.fake.transactions.filter((t) => t.id === 'after-rotation')).toHaveLength(1);
  });

  it('sends no signature headers when message signing is off', async () => {
    kit = await startAirtelKit({ fake: { messageSigning: false }, env: { AIRTEL_MESSAGE_SIGNING: 'off' } });

    expect((await kit.collections.requestPayment(collectionRequest())).state).toBe('pending');
    const push = kit.fake.requests.find((r) => r.path === '/merchant/v1/payments/');
    expect(push?.headers['x-signature']).toBeUndefined();
  });
});

describe('Airtel unreachable', () => {
  it('answers unknown, not an exception, when nothing listens', async () => {
    kit = await startAirtelKit();
    await kit.fake.close();

    const outcome = await kit.collections.paymentStatus('any');

    expect(outcome.state).toBe('unknown');
  });
});
