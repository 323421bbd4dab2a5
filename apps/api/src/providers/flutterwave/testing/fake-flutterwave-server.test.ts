import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlutterwaveCheckout } from '..';
import { type FakeFlutterwaveServer, startFakeFlutterwave } from './fake-flutterwave-server';

const SECRET_KEY = 'FLWSECK_TEST-stand-in-X';
const HASH = 'stand-in-hash-0123456789';

describe('the stand-in Flutterwave and the adapter, by HTTP', () => {
  let fake: FakeFlutterwaveServer;
  const posted: Array<{ headers: Record<string, string>; body: string }> = [];
  beforeAll(async () => {
    fake = await startFakeFlutterwave({
      secretKey: SECRET_KEY,
      webhookHash: HASH,
      deliver: async (webhook) => {
        posted.push(webhook);
        return 200;
      },
    });
  });
  afterAll(() => fake.stop());

  const adapter = (overrides: { secretKey?: string; webhookHash?: string; timeoutMs?: number } = {}) =>
    createFlutterwaveCheckout({
      publicKey: 'FLWPUBK_TEST-x',
      secretKey: SECRET_KEY,
      webhookHash: HASH,
      baseUrl: fake.url,
      timeoutMs: 2000,
      ...overrides,
    });
  const start = (reference: string) =>
    adapter().startCheckout({
      reference,
      amountNgwee: 12_345,
      redirectUrl: `http://app.test/payments/card-return?reference=${reference}`,
      customer: { email: 'b@example.com', name: 'Test Borrower', phoneNumber: '+260971234567' },
      title: 'Repayment',
    });

  it('walks the hosted page through a 3-D Secure challenge, then redirects and sends a signed webhook', async () => {
    const { link } = await start('PAY-00000000000000000001');
    const page = await fetch(link);
    expect(await page.text()).toContain('ZMW 123.45');
    const chosen = await fetch(link, {
      method: 'POST',
      body: new URLSearchParams({ outcome: '3ds' }),
      redirect: 'manual',
    });
    expect(chosen.status).toBe(303);
    const challenge = new URL(chosen.headers.get('location') ?? '', fake.origin).toString();
    expect(await (await fetch(challenge)).text()).toContain('One-time code');
    const answered = await fetch(challenge, {
      method: 'POST',
      body: new URLSearchParams({ otp: '12345' }),
      redirect: 'manual',
    });
    const back = new URL(answered.headers.get('location') ?? '');
    expect(back.searchParams.get('status')).toBe('successful');
    expect(back.searchParams.get('reference')).toBe('PAY-00000000000000000001');
    const webhook = posted.at(-1);
    expect(webhook?.headers['verif-hash']).toBe(HASH);
    const events = adapter().parseCallback({ headers: webhook?.headers ?? {}, rawBody: webhook?.body ?? '' });
    expect(events).toEqual([
      expect.objectContaining({
        reference: 'PAY-00000000000000000001',
        amountNgwee: 12_345,
        confirmed: false,
      }),
    ]);
    expect(await adapter().paymentStatus('PAY-00000000000000000001')).toMatchObject({ state: 'successful' });
  });

  it('answers not_found before anything is paid, and refuses a wrong secret key as unknown', async () => {
    await start('PAY-00000000000000000002');
    expect(await adapter().paymentStatus('PAY-00000000000000000002')).toEqual({ state: 'not_found' });
    expect(
      await adapter({ secretKey: 'FLWSECK_TEST-wrong' }).paymentStatus('PAY-00000000000000000002'),
    ).toMatchObject({ state: 'unknown' });
  });

  it('refuses a webhook without or with a wrong verif-hash', () => {
    const body = JSON.stringify({
      event: 'charge.completed',
      data: { tx_ref: 'PAY-1', status: 'successful' },
    });
    expect(() => adapter().parseCallback({ headers: {}, rawBody: body })).toThrow(/verif-hash/);
    expect(() => adapter().parseCallback({ headers: { 'verif-hash': 'nope' }, rawBody: body })).toThrow(
      /verif-hash/,
    );
    expect(() =>
      adapter({ webhookHash: undefined }).parseCallback({ headers: { 'verif-hash': HASH }, rawBody: body }),
    ).toThrow();
  });

  it('times out on a slow provider and says so without the key', async () => {
    fake.mode = 'slow';
    try {
      await expect(
        adapter({ timeoutMs: 300 }).startCheckout({
          reference: 'PAY-00000000000000000003',
          amountNgwee: 100,
          redirectUrl: 'http://app.test/r',
          customer: { email: 'b@example.com', name: 'B', phoneNumber: null },
          title: 'T',
        }),
      ).rejects.toThrow(/did not answer within 300 ms/);
    } finally {
      fake.mode = 'normal';
    }
  });
});
