import { randomUUID } from 'node:crypto';
import { journalEntries, journalLines, notifications, payments, smsMessages } from '@kwacha/db';
import { CARD_PAYMENT_TEXTS } from '@kwacha/shared/payments/payment-view';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  type CheckoutOutcome,
  type FakeFlutterwaveServer,
  startFakeFlutterwave,
} from '../../providers/flutterwave/testing/fake-flutterwave-server';
import { verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { pdfText } from '../statements/testing/pdf-text';
import { setSmsOptIn } from '../users/users.public';
import { PAYMENT_CHECK_JOB, PAYMENT_EXPIRY_MS, reconcilePayments } from './payment-checks';
import { activeLoan, borrowerLoan, paymentRow, testClock } from './testing/payment-test-helpers';

const DELAY_MS = 5000;
const TOTAL_DUE = 1089.3;
const SECRET_KEY = 'FLWSECK_TEST-0123456789abcdef-X';
const WEBHOOK_HASH = 'stand-in-webhook-hash-0123456789';
const LATE_MS = 400;

const cardConfig = (baseUrl: string, overrides: Record<string, unknown> = {}) => ({
  publicKey: 'FLWPUBK_TEST-0123456789abcdef-X',
  secretKey: SECRET_KEY,
  webhookHash: WEBHOOK_HASH,
  baseUrl,
  timeoutMs: 1000,
  ...overrides,
});

const waitFor = async (condition: () => Promise<boolean>, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
};

describe('Card repayments at the hosted checkout (Flutterwave stand-in)', () => {
  let t: TestApp;
  let fake: FakeFlutterwaveServer;
  const clock = testClock();

  const deliver = async ({ headers, body }: { headers: Record<string, string>; body: string }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/flutterwave',
      headers,
      payload: body,
    });
    return res.statusCode;
  };
  const cardPay = (token: string, body: Record<string, unknown>, key: string | null = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/collections/card',
      headers: { 'x-auth-token': token, ...(key !== null && { 'idempotency-key': key }) },
      payload: body,
    });
  const confirm = (token: string, reference: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/payments/card/${reference}`,
      headers: { 'x-auth-token': token },
    });
  const repaymentEntries = (paymentId: string) =>
    t.ctx.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.paymentId, paymentId), eq(journalEntries.kind, 'repayment')));

  /** A borrower's active loan and a started card payment of K100 on it. */
  async function started() {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const res = await cardPay(borrower.token, { loanId, amount: '100.00' });
    expect(res.statusCode, res.body).toBe(201);
    const { payment, checkoutUrl } = res.json().data;
    return { loanId, borrower, payment, checkoutUrl };
  }

  async function paidThrough(outcome: CheckoutOutcome, otp?: string) {
    const s = await started();
    const back = await fake.complete(s.payment.reference, outcome, otp);
    return { ...s, back: new URL(back) };
  }

  beforeAll(async () => {
    fake = await startFakeFlutterwave({
      secretKey: SECRET_KEY,
      webhookHash: WEBHOOK_HASH,
      lateMs: LATE_MS,
      deliver,
    });
    t = await createTestApp({
      now: clock.now,
      config: { simulatorDelayMs: DELAY_MS, cardPayments: cardConfig(fake.url) },
    });
  });
  afterEach(async () => {
    fake.mode = 'normal';
    await expectLedgerInvariants(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('offers the card option when the public key is set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-channels' });
    expect(res.json().data.card).toEqual({ available: true, reason: null });
  });

  it('starts a pending payment with our reference and answers the checkout link; success is booked once', async () => {
    const { loanId, borrower, payment, checkoutUrl } = await started();
    // A borrower who chose texts gets the same SMS as for any repayment.
    await setSmsOptIn(t.ctx.db, borrower.userId, true, t.ctx.now());
    expect(payment).toMatchObject({ loanId, amount: 100, status: 'pending', operator: 'card' });
    expect(payment.reference).toMatch(/^PAY-[0-9A-F]{20}$/);
    expect(checkoutUrl).toBe(fake.checkoutLink(payment.reference));
    const sent = fake.requests.find((r) => r.path === '/v3/payments');
    expect(sent).toMatchObject({
      authorised: true,
      body: {
        tx_ref: payment.reference,
        amount: 100,
        currency: 'ZMW',
        payment_options: 'card',
        redirect_url: `http://app.test/payments/card-return?reference=${payment.reference}`,
        customer: { email: borrower.email },
      },
    });
    // Nothing is booked while it is pending.
    expect((await borrowerLoan(t, borrower.token, loanId)).outstandingBalance).toBe(TOTAL_DUE);

    const back = new URL(await fake.complete(payment.reference, 'success'));
    expect(back.searchParams.get('status')).toBe('successful');
    expect(fake.webhooksSent.at(-1)).toMatchObject({ txRef: payment.reference, status: 200 });
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'successful', provider: 'flutterwave' });
    expect((await borrowerLoan(t, borrower.token, loanId)).outstandingBalance).toBe(989.3);
    expect(await repaymentEntries(payment.id)).toHaveLength(1);
    // The cash came in through Flutterwave's clearing account.
    const [entry] = await repaymentEntries(payment.id);
    const cash = await t.ctx.db
      .select()
      .from(journalLines)
      .where(
        and(
          eq(journalLines.entryId, entry?.id ?? ''),
          eq(journalLines.account, 'cash_collected_flutterwave'),
        ),
      );
    expect(cash).toEqual([expect.objectContaining({ debit: 10_000 })]);

    const confirmed = await confirm(borrower.token, payment.reference);
    expect(confirmed.json().data).toMatchObject({ status: 'successful', operator: 'card' });
    // The same bell notice and SMS as any repayment.
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, borrower.userId), eq(notifications.loanId, loanId)));
    expect(notes.map((n) => n.message)).toContain(
      `We received your payment of K100.00 (${payment.reference}). Your outstanding balance is K989.30.`,
    );
    const texts = await t.ctx.db.select().from(smsMessages).where(eq(smsMessages.userId, borrower.userId));
    expect(texts.some((m) => m.body.includes(payment.reference))).toBe(true);
    // The same receipt as any repayment, paid with a card rather than a wallet.
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${payment.id}/receipt.pdf`,
      headers: { 'x-auth-token': borrower.token },
    });
    expect(receipt.statusCode).toBe(200);
    const { text } = await pdfText(receipt.rawPayload);
    expect(text).toContain(payment.reference);
    expect(text).toMatch(/Paid with\s*Card/);
  });

  it('a declined card fails the payment; nothing is booked', async () => {
    const { borrower, payment, back, loanId } = await paidThrough('decline');
    expect(back.searchParams.get('status')).toBe('failed');
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'failed' });
    expect((await confirm(borrower.token, payment.reference)).json().data.status).toBe('failed');
    expect(await repaymentEntries(payment.id)).toHaveLength(0);
    expect((await borrowerLoan(t, borrower.token, loanId)).outstandingBalance).toBe(TOTAL_DUE);
  });

  it('a 3-D Secure challenge answered pays; a wrong code declines', async () => {
    const passed = await paidThrough('3ds', '12345');
    expect(await paymentRow(t, passed.payment.id)).toMatchObject({ status: 'successful' });
    expect(await repaymentEntries(passed.payment.id)).toHaveLength(1);
    const wrong = await paidThrough('3ds', '00000');
    expect(await paymentRow(t, wrong.payment.id)).toMatchObject({ status: 'failed' });
  });

  it('an abandoned checkout stays pending (being confirmed) until reconciliation expires it', async () => {
    const { borrower, payment, back } = await paidThrough('abandon');
    expect(back.searchParams.get('status')).toBe('cancelled');
    // The browser's "cancelled" counts for nothing: Flutterwave has no transaction, so it is still pending.
    expect((await confirm(borrower.token, payment.reference)).json().data.status).toBe('pending');
    clock.advance(PAYMENT_EXPIRY_MS);
    await reconcilePayments(t.ctx);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'expired' });
    expect(await repaymentEntries(payment.id)).toHaveLength(0);
  });

  it("a return before the provider knows is pending; the late webhook settles it once; the browser's word is ignored", async () => {
    const { borrower, payment, back } = await paidThrough('late');
    expect(back.searchParams.get('status')).toBe('successful');
    expect((await confirm(borrower.token, payment.reference)).json().data.status).toBe('pending');
    await waitFor(async () => (await paymentRow(t, payment.id)).status === 'successful');
    expect(await repaymentEntries(payment.id)).toHaveLength(1);
    // The check job that was scheduled at the start finds it final and changes nothing.
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: payment.id });
    expect(await repaymentEntries(payment.id)).toHaveLength(1);
  });

  it('a checkout that took another amount or currency is flagged for staff, never booked', async () => {
    const { payment } = await paidThrough('late');
    const transaction = fake.transaction(payment.reference);
    if (!transaction) throw new Error('the stand-in made no transaction');
    transaction.amount = 10; // K10 taken instead of K100
    await waitFor(async () => (await paymentRow(t, payment.id)).flaggedReason !== null);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'pending' });
    expect(await repaymentEntries(payment.id)).toHaveLength(0);

    const other = await paidThrough('late');
    const foreign = fake.transaction(other.payment.reference);
    if (!foreign) throw new Error('the stand-in made no transaction');
    foreign.currency = 'USD';
    await waitFor(async () => (await paymentRow(t, other.payment.id)).flaggedReason !== null);
    expect(await repaymentEntries(other.payment.id)).toHaveLength(0);
  });

  it('a webhook with a bad signature is refused (401) and changes nothing; our own status call settles it', async () => {
    const { borrower, payment } = await paidThrough('bad-signature');
    expect(fake.webhooksSent.at(-1)).toMatchObject({ status: 401, goodSignature: false });
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'pending' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/flutterwave',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        event: 'charge.completed',
        data: { tx_ref: payment.reference, status: 'successful' },
      }),
    });
    expect(missing.statusCode).toBe(401);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'pending' });
    expect((await confirm(borrower.token, payment.reference)).json().data.status).toBe('successful');
    expect(await repaymentEntries(payment.id)).toHaveLength(1);
  });

  it('a replayed webhook is applied once', async () => {
    const { payment, loanId, borrower } = await paidThrough('replay');
    const sent = fake.webhooksSent.filter((w) => w.txRef === payment.reference);
    expect(sent.map((w) => w.status)).toEqual([200, 200]);
    await fake.sendWebhook(payment.reference);
    expect(await repaymentEntries(payment.id)).toHaveLength(1);
    expect((await borrowerLoan(t, borrower.token, loanId)).outstandingBalance).toBe(989.3);
  });

  it('a forged success for a payment the provider calls failed is not believed', async () => {
    const { payment, borrower } = await paidThrough('decline');
    // Right hash, altered body: the claim is checked with verify_by_reference before anything changes.
    const body = JSON.stringify({
      event: 'charge.completed',
      data: { ...fake.transaction(payment.reference), status: 'successful' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/flutterwave',
      headers: { 'content-type': 'application/json', 'verif-hash': WEBHOOK_HASH },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'failed' });
    expect((await confirm(borrower.token, payment.reference)).json().data.status).toBe('failed');
  });

  it('the same Idempotency-Key is the same payment and the same checkout, never a second charge', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const key = randomUUID();
    const first = await cardPay(borrower.token, { loanId, amount: '50.00' }, key);
    const second = await cardPay(borrower.token, { loanId, amount: '50.00' }, key);
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toEqual(first.json().data);
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId));
    expect(rows).toHaveLength(1);
    await fake.complete(first.json().data.payment.reference, 'success');
    // Once paid, a repeat answers the paid payment and no checkout.
    const third = await cardPay(borrower.token, { loanId, amount: '50.00' }, key);
    expect(third.json().data).toMatchObject({ payment: { status: 'successful' }, checkoutUrl: null });
  });

  it("another borrower's card payment is not found", async () => {
    const { payment } = await started();
    const other = await verifiedBorrower(t);
    expect((await confirm(other.token, payment.reference)).statusCode).toBe(404);
  });

  it("a provider that times out answers SPEC's gateway text (503) and the payment is not left pending", async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    fake.mode = 'slow';
    const key = randomUUID();
    const res = await cardPay(borrower.token, { loanId, amount: '100.00' }, key);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      message: CARD_PAYMENT_TEXTS.gatewayNotReady,
      error: { code: 'PAYMENT_GATEWAY_NOT_READY' },
    });
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId));
    expect(row).toMatchObject({ status: 'failed', failureReason: CARD_PAYMENT_TEXTS.gatewayNotReady });
    fake.mode = 'normal';
    // The same request again is answered as the first was; a new one works.
    expect((await cardPay(borrower.token, { loanId, amount: '100.00' }, key)).statusCode).toBe(503);
    expect((await cardPay(borrower.token, { loanId, amount: '100.00' })).statusCode).toBe(201);
  });

  it("a provider answering 5xx answers SPEC's gateway text (503)", async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    fake.mode = 'outage';
    const res = await cardPay(borrower.token, { loanId, amount: '100.00' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Payment gateway not ready. Please refresh the page or try again later.');
  });

  it('refuses strict input: unknown fields and card data are a 400', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const res = await cardPay(borrower.token, { loanId, amount: '100.00', cardNumber: '4111111111111111' });
    expect(res.statusCode).toBe(400);
  });
});

describe('Card repayments without the public key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        cardPayments: {
          publicKey: undefined,
          secretKey: undefined,
          webhookHash: undefined,
          baseUrl: 'http://127.0.0.1:9',
          timeoutMs: 1000,
        },
      },
    });
  });
  afterAll(() => t.close());

  it('turns the card option off with the missing-key message; the webhook does not exist', async () => {
    const channels = await t.app.inject({ method: 'GET', url: '/api/payment-channels' });
    expect(channels.json().data.card).toEqual({ available: false, reason: 'missing_public_key' });
    const borrower = await verifiedBorrower(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/collections/card',
      headers: { 'x-auth-token': borrower.token },
      payload: { loanId: randomUUID(), amount: '100.00' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { code: 'CARD_PAYMENTS_OFF' },
      message: CARD_PAYMENT_TEXTS.missingPublicKey,
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/flutterwave',
      headers: { 'content-type': 'application/json', 'verif-hash': WEBHOOK_HASH },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});

describe('Card repayments configuration', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'prod-secret-prod-secret-prod-secret-0123',
    SMTP_URL: 'smtp://mail.example.com',
    KYC_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    PAYMENT_PROVIDER: 'lenco',
    FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK-0123456789abcdef-X',
    FLUTTERWAVE_SECRET_KEY: 'FLWSECK-0123456789abcdef-X',
  };

  it('refuses a stand-in checkout in production, unless a demonstration says so', () => {
    expect(() => loadConfig({ ...production, FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:4010/v3' })).toThrow(
      /FLUTTERWAVE_BASE_URL: a stand-in checkout/,
    );
    const demo = loadConfig({
      ...production,
      FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:4010/v3',
      ALLOW_PAYMENT_SIMULATOR: 'true',
    });
    expect(demo.cardPayments.baseUrl).toBe('http://127.0.0.1:4010/v3');
    expect(loadConfig(production).cardPayments.baseUrl).toBe('https://api.flutterwave.com/v3');
  });

  it('needs the secret key with the public key', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK-0123456789' })).toThrow(
      /FLUTTERWAVE_SECRET_KEY: required/,
    );
  });
});
