import { describe, expect, it } from 'vitest';
import { CallbackRejectedError } from '../ports';
import { expectedLencoSignature, lencoWebhookHashKey, parseLencoCallback } from './lenco-callbacks';
import { signLencoBody } from './testing/fake-lenco-webhooks';

const API_KEY = 'lenco-test-secret-key';

// Computed outside Node with the docs' recipe, as a fixed point both implementations must meet:
//   KEY=$(printf '%s' 'lenco-test-secret-key' | openssl dgst -sha256 -hex)
//   printf '%s' "$BODY" | openssl dgst -sha512 -hmac "$KEY" -hex
const BODY =
  '{"event":"collection.successful","data":{"reference":"ref-1","amount":"10.00","currency":"ZMW","status":"successful","lencoReference":"240720004"}}';
const HASH_KEY = '39a641655e1ead9ccbe88792dba53d07b08e95068c8bd5e975162b26abe58679';
const SIGNATURE =
  '08449e883c5a647f9399b48ceef07839135f2897aa16037c9a80543c5e169b04d32543f392af2bf4c5e617c011a05caff3a1dd80b40286750f35e3748017aa48';

const signed = (rawBody: string, headers: Record<string, string> = {}) => ({
  rawBody,
  headers: { 'x-lenco-signature': expectedLencoSignature(API_KEY, rawBody), ...headers },
});

describe('Lenco webhook signature', () => {
  it('keys HMAC-SHA512 of the raw body with the hex SHA-256 of the API key', () => {
    expect(lencoWebhookHashKey(API_KEY)).toBe(HASH_KEY);
    expect(expectedLencoSignature(API_KEY, BODY)).toBe(SIGNATURE);
    expect(signLencoBody(API_KEY, BODY)).toBe(SIGNATURE);
  });

  it('accepts the documented signature whatever the header name’s or hex digits’ case', () => {
    const events = parseLencoCallback(
      { rawBody: BODY, headers: { 'X-Lenco-Signature': SIGNATURE.toUpperCase() } },
      API_KEY,
    );
    expect(events).toEqual([
      {
        kind: 'collection',
        reference: 'ref-1',
        outcome: { state: 'successful', providerReference: '240720004' },
        amountNgwee: 1000,
        currency: 'ZMW',
        confirmed: true,
      },
    ]);
  });

  it.each([
    ['missing', {}],
    ['empty', { 'x-lenco-signature': '' }],
    ['wrong', { 'x-lenco-signature': 'f'.repeat(128) }],
    ['of another key', { 'x-lenco-signature': signLencoBody('another-secret-key-xyz', BODY) }],
    ['truncated', { 'x-lenco-signature': SIGNATURE.slice(0, 64) }],
    ['sent twice', { 'x-lenco-signature': [SIGNATURE, SIGNATURE] }],
  ])('rejects a %s signature', (_name, headers) => {
    expect(() => parseLencoCallback({ rawBody: BODY, headers }, API_KEY)).toThrowError(CallbackRejectedError);
  });

  it('rejects a body changed after signing (the amount raised)', () => {
    const tampered = BODY.replace('"10.00"', '"1000.00"');
    expect(() =>
      parseLencoCallback({ rawBody: tampered, headers: { 'x-lenco-signature': SIGNATURE } }, API_KEY),
    ).toThrowError(CallbackRejectedError);
  });
});

describe('Lenco webhook events', () => {
  const event = (name: string, data: Record<string, unknown>) => JSON.stringify({ event: name, data });

  it('collection.failed with the operator’s "insufficient balance" text is insufficient funds', () => {
    const body = event('collection.failed', {
      reference: 'ref-2',
      lencoReference: '240720005',
      amount: '99.9',
      currency: 'ZMW',
      status: 'failed',
      reasonForFailure: 'Insufficient balance',
    });
    expect(parseLencoCallback(signed(body), API_KEY)).toEqual([
      {
        kind: 'collection',
        reference: 'ref-2',
        outcome: {
          state: 'failed',
          providerReference: '240720005',
          reason: 'Insufficient balance',
          insufficientFunds: true,
        },
        amountNgwee: 9990,
        currency: 'ZMW',
        confirmed: true,
      },
    ]);
  });

  it('transfer.successful is a disbursement; collection.settled repeats a collection success', () => {
    const transfer = event('transfer.successful', {
      reference: 't-1',
      amount: '5000.00',
      status: 'successful',
    });
    expect(parseLencoCallback(signed(transfer), API_KEY)[0]).toMatchObject({
      kind: 'disbursement',
      outcome: { state: 'successful' },
      amountNgwee: 500_000,
      currency: null,
    });
    const settled = event('collection.settled', { reference: 'c-1', amount: '1.00', status: 'successful' });
    expect(parseLencoCallback(signed(settled), API_KEY)[0]).toMatchObject({
      kind: 'collection',
      reference: 'c-1',
    });
  });

  it('falls back to the event name when data.status is one we do not know', () => {
    const body = event('transfer.failed', { reference: 't-2', amount: '1.00', status: 'reversed' });
    expect(parseLencoCallback(signed(body), API_KEY)[0]?.outcome).toEqual({
      state: 'failed',
      providerReference: null,
      reason: 'Lenco reported the transaction as failed',
    });
  });

  it('genuine events about something else yield nothing', () => {
    const bodies = [
      event('transaction.credit', { id: 'x', amount: '1.00', status: 'successful' }),
      event('collection.successful', { reference: null, amount: '1.00', status: 'successful' }),
      'not json',
    ];
    for (const body of bodies) expect(parseLencoCallback(signed(body), API_KEY)).toEqual([]);
  });

  it('an unparseable amount is reported as null, not guessed', () => {
    const body = event('collection.successful', { reference: 'r', amount: '1.005', status: 'successful' });
    expect(parseLencoCallback(signed(body), API_KEY)[0]?.amountNgwee).toBeNull();
  });
});
