import { paymentCallbacks } from '@kwacha/db';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { signLencoBody } from '../../providers/lenco/testing/fake-lenco-webhooks';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Nothing listens here: these tests never reach a provider (no reference of ours is named).
const NOWHERE = 'http://127.0.0.1:9';
const LENCO_KEY = 'lenco-webhook-test-key-0123';

describe('the webhook routes', () => {
  let t: TestApp;
  const latestRecord = async () => {
    const [row] = await t.ctx.db.select().from(paymentCallbacks).orderBy(desc(paymentCallbacks.id)).limit(1);
    return row;
  };
  const lencoEvent = (reference: string, extra: object = {}) =>
    JSON.stringify({
      event: 'collection.successful',
      data: {
        id: 'c-1',
        reference,
        lencoReference: 'L-1',
        amount: '10.00',
        currency: 'ZMW',
        status: 'successful',
        mobileMoneyDetails: { phone: '0961234567', operator: 'mtn' },
        ...extra,
      },
    });
  const postLenco = (rawBody: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/lenco',
      headers: {
        'content-type': 'application/json',
        'x-lenco-signature': signLencoBody(LENCO_KEY, rawBody),
        ...headers,
      },
      payload: rawBody,
    });

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        // Lenco and MTN have credentials but serve no channel: their webhooks still work for old rows.
        providerEnv: {
          LENCO_BASE_URL: NOWHERE,
          LENCO_API_KEY: LENCO_KEY,
          LENCO_ACCOUNT_ID: 'b176cda5-7d97-4a3f-b4dd-ab0234e9e08c',
          MTN_BASE_URL: NOWHERE,
          MTN_COLLECTION_SUBSCRIPTION_KEY: 'k1',
          MTN_COLLECTION_API_USER: 'u1',
          MTN_COLLECTION_API_KEY: 'a1',
          MTN_DISBURSEMENT_SUBSCRIPTION_KEY: 'k2',
          MTN_DISBURSEMENT_API_USER: 'u2',
          MTN_DISBURSEMENT_API_KEY: 'a2',
        },
      },
    });
  });
  afterAll(() => t.close());

  it('a provider without credentials has no webhook: 404, like any unknown URL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/airtel',
      payload: { transaction: {} },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/webhooks/paypal', payload: {} })).statusCode,
    ).toBe(404);
  });

  it('a signed event for a reference that is not ours: 200 (providers retry anything else), recorded', async () => {
    const res = await postLenco(lencoEvent('PAY-NOT-OURS-1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Callback received.',
      msg: 'Callback received.',
      data: { events: 1 },
    });
    expect(await latestRecord()).toMatchObject({
      provider: 'lenco',
      channel: 'lenco',
      kind: 'collection',
      reference: 'PAY-NOT-OURS-1',
      claimedState: 'successful',
      confirmed: true,
      believedState: null,
      result: 'unknown_reference',
    });
    expect(t.logs.some((line) => line.includes('PAY-NOT-OURS-1') && line.includes('"level":40'))).toBe(true);
  });

  it('verifies the exact bytes: any content type, any spacing, no content type at all', async () => {
    const pretty = JSON.stringify(JSON.parse(lencoEvent('PAY-NOT-OURS-2')), null, 2);
    expect((await postLenco(pretty)).statusCode).toBe(200);
    expect((await postLenco(pretty, { 'content-type': 'text/plain; charset=utf-8' })).statusCode).toBe(200);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/lenco',
      headers: { 'x-lenco-signature': signLencoBody(LENCO_KEY, pretty) },
      payload: pretty,
    });
    expect(bare.statusCode).toBe(200);
  });

  it('a wrong or missing signature is 401 and recorded as rejected; the body never reaches the log', async () => {
    const body = lencoEvent('PAY-NOT-OURS-3');
    const forged = await postLenco(body, { 'x-lenco-signature': signLencoBody('another-key', body) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({
      success: false,
      message: 'The callback could not be verified.',
      error: { code: 'CALLBACK_REJECTED' },
    });
    expect(await latestRecord()).toMatchObject({ result: 'rejected', reference: null, kind: null });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/lenco',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(t.logs.join('\n')).not.toContain('0961234567');
  });

  it('a genuine event about something else changes nothing: 200 with no events', async () => {
    const res = await postLenco(
      JSON.stringify({ event: 'transaction.credit', data: { id: 'x', status: 'successful' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ events: 0 });
    expect(await latestRecord()).toMatchObject({
      result: 'ignored',
      detail: 'no transaction of ours in this callback',
    });
  });

  it('MTN may PUT or POST; a body that is not a MoMo transaction is refused', async () => {
    const transaction = JSON.stringify({
      externalId: 'PAY-NOT-OURS-4',
      amount: '10.00',
      currency: 'ZMW',
      payer: { partyIdType: 'MSISDN', partyId: '260961234567' },
      status: 'SUCCESSFUL',
    });
    for (const method of ['PUT', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/webhooks/mtn',
        headers: { 'content-type': 'application/json' },
        payload: transaction,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await latestRecord()).toMatchObject({
      channel: 'mtn',
      confirmed: false,
      result: 'unknown_reference',
    });
    const junk = await t.app.inject({ method: 'PUT', url: '/api/webhooks/mtn', payload: 'not json' });
    expect(junk.statusCode).toBe(401);
    expect(t.logs.join('\n')).not.toContain('260961234567');
  });

  it('are documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths['/api/webhooks/mtn']).sort()).toEqual(['post', 'put']);
    for (const name of ['airtel', 'airtel-disbursements', 'lenco']) {
      expect(Object.keys(doc.paths[`/api/webhooks/${name}`])).toEqual(['post']);
    }
  });

  it("a body above the application's limit is 413", async () => {
    const res = await postLenco(lencoEvent('PAY-BIG', { padding: 'x'.repeat(70 * 1024) }));
    expect(res.statusCode).toBe(413);
  });
});

describe('the webhook rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ routeLimits: true });
  });
  afterAll(() => t.close());

  it('is generous (600 a minute per address), then 429 with Retry-After', async () => {
    const call = () => t.app.inject({ method: 'POST', url: '/api/webhooks/airtel', payload: '{}' });
    for (let i = 0; i < ROUTE_LIMITS.webhook.max; i += 1) expect((await call()).statusCode).toBe(404);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
