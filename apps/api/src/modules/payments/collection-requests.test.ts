import { randomUUID } from 'node:crypto';
import { payments, simulatorTransactions } from '@kwacha/db';
import { PAYMENT_MESSAGES } from '@kwacha/shared/payments/payment-view';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionsPort } from '../../providers/ports';
import { applyForLoan, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from './payment-checks';
import {
  activeLoan,
  borrowerLoan,
  pay,
  payerPhone,
  paymentRow,
  testClock,
} from './testing/payment-test-helpers';

const DELAY_MS = 5000;

// K1,000 over 6 months at 2.5% a month (the personal product): instalments of K181.55, K1,089.30 in all.
// Instalment 1 is 181.55 = 25.00 interest + 156.55 principal, due a month after the money arrived.
const TOTAL_DUE = 1089.3;

describe('POST /api/collections/mobile-money: one payment per key, and the checks before any charge', () => {
  let t: TestApp;
  const clock = testClock();
  const check = (paymentId: string) => t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId });
  /** Swaps the collections port for one test (a timeout, an outage), restoring it afterwards. */
  const withPort = async <T>(port: Partial<CollectionsPort>, run: () => Promise<T>): Promise<T> => {
    const adapters = t.ctx.providers.byName('simulator');
    const original = adapters.collections;
    adapters.collections = { ...original, ...port };
    try {
      return await run();
    } finally {
      adapters.collections = original;
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it("queues the payment's check with the id of the request that made it (docs/architecture.md §16)", async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const res = await pay(t, borrower.token, { loanId, amount: '15.00', phone: payerPhone() });
    expect(res.statusCode).toBe(201);
    const { rows } = await t.ctx.database.executeSql(
      `select data from pgboss.job where name = '${PAYMENT_CHECK_JOB}' and data->>'paymentId' = $1`,
      [res.json().data.id],
    );
    expect(rows.map((r) => (r.data as { requestId?: string }).requestId)).toEqual([
      res.headers['x-request-id'],
    ]);
  });

  it('one payment per Idempotency-Key: a repeat, even at the same instant, gets the same payment', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const key = randomUUID();
    const phone = payerPhone();
    const body = { loanId, amount: '20.00', phone };
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(t, borrower.token, body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId));
    expect(rows).toHaveLength(1);
    const sent = await t.ctx.db
      .select()
      .from(simulatorTransactions)
      .where(eq(simulatorTransactions.reference, rows[0]?.reference ?? ''));
    expect(sent).toHaveLength(1);

    // After it settles a repeat still answers with that payment and charges nothing more.
    clock.advance(DELAY_MS);
    await check(rows[0]?.id ?? '');
    const again = await pay(t, borrower.token, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ id: rows[0]?.id, status: 'successful' });

    // The same key for another payment is a client bug, refused.
    const other = await pay(t, borrower.token, { ...body, amount: '21.00' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await borrowerLoan(t, borrower.token, loanId)).outstandingBalance).toBe(TOTAL_DUE - 20);
  });

  it("docs/product.md's own call shape (no Idempotency-Key): a repeat within two minutes gets the first payment", async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const phone = payerPhone();
    const body = { loanId, amount: '30.00', phone, operator: 'mtn' };
    // A double tap: the same request twice at the same instant, and once more a minute later.
    const answers = await Promise.all([
      pay(t, borrower.token, body, null),
      pay(t, borrower.token, body, null),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json().data.id).toBe(answers[1]?.json().data.id);
    clock.advance(60_000);
    const retry = await pay(t, borrower.token, body, null);
    expect(retry.json().data.id).toBe(answers[0]?.json().data.id);
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId));
    expect(rows).toHaveLength(1);
    const sent = await t.ctx.db
      .select()
      .from(simulatorTransactions)
      .where(eq(simulatorTransactions.reference, rows[0]?.reference ?? ''));
    expect(sent).toHaveLength(1);

    // A different amount is a different payment; so is the same one asked again after the window.
    const other = await pay(t, borrower.token, { ...body, amount: '31.00' }, null);
    expect(other.statusCode).toBe(201);
    expect(other.json().data.id).not.toBe(answers[0]?.json().data.id);
    clock.advance(2 * 60_000);
    const later = await pay(t, borrower.token, body, null);
    expect(later.statusCode).toBe(201);
    expect(later.json().data.id).not.toBe(answers[0]?.json().data.id);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId))).toHaveLength(3);
  });

  it('a refused payment is answered the same way when repeated with its key', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const key = randomUUID();
    const body = { loanId, amount: '10.00', phone: payerPhone('0000') };
    expect((await pay(t, borrower.token, body, key)).statusCode).toBe(422);
    const again = await pay(t, borrower.token, body, key);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.insufficientFunds);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId))).toHaveLength(1);
  });

  it('after a timeout, a retry with the same key re-sends the same reference, never a new one', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const key = randomUUID();
    const body = { loanId, amount: '30.00', phone: payerPhone() };
    const first = await withPort(
      {
        requestPayment: async () => {
          throw new Error('timeout of 30000ms exceeded');
        },
      },
      () => pay(t, borrower.token, body, key),
    );
    // We do not know whether the request arrived: pending, never failed.
    expect(first.statusCode).toBe(201);
    expect(first.json().data.status).toBe('pending');
    const reference = first.json().data.reference;
    expect(await paymentRow(t, first.json().data.id)).toMatchObject({ acknowledgedAt: null });

    const retry = await pay(t, borrower.token, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data).toMatchObject({ id: first.json().data.id, reference, status: 'pending' });
    const sent = await t.ctx.db
      .select()
      .from(simulatorTransactions)
      .where(eq(simulatorTransactions.reference, reference));
    expect(sent).toHaveLength(1);
    expect((await paymentRow(t, retry.json().data.id)).acknowledgedAt).toEqual(clock.now());
    expect(await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId))).toHaveLength(1);

    clock.advance(DELAY_MS);
    await check(first.json().data.id);
    expect((await borrowerLoan(t, borrower.token, loanId)).outstandingBalance).toBe(1059.3);
  });

  it('refuses an amount above the balance with the SPEC text', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const res = await pay(t, borrower.token, { loanId, amount: '1089.31' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'You cannot pay more than your outstanding balance of K1,089.30.',
      error: {
        code: 'AMOUNT_ABOVE_BALANCE',
        details: [
          { field: 'amount', message: 'You cannot pay more than your outstanding balance of K1,089.30.' },
        ],
      },
    });
    for (const amount of ['0', '0.00', '-5', '12.345', 'abc']) {
      const bad = await pay(t, borrower.token, { loanId, amount });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details).toEqual([
        { field: 'amount', msg: PAYMENT_MESSAGES.amountPositive, message: PAYMENT_MESSAGES.amountPositive },
      ]);
    }
    const badPhone = await pay(t, borrower.token, { loanId, amount: '10.00', phone: '0211234567' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.details).toEqual([
      { field: 'phone', msg: PAYMENT_MESSAGES.phoneFormat, message: PAYMENT_MESSAGES.phoneFormat },
    ]);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId))).toEqual([]);
  });

  it('answers 404 for another borrower’s loan and 409 for a loan that is not payable', async () => {
    const { loanId } = await activeLoan(t, clock, DELAY_MS);
    const stranger = await verifiedBorrower(t);
    const res = await pay(t, stranger.token, { loanId, amount: '10.00' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Loan not found.');
    expect((await pay(t, stranger.token, { loanId: randomUUID(), amount: '10.00' })).statusCode).toBe(404);

    const applied = await applyForLoan(t, stranger, { amount: 500, duration: 3, purpose: 'Seeds' });
    const pending = await pay(t, stranger.token, { loanId: applied.json().data.id, amount: '10.00' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      message: 'Only an active or overdue loan can be repaid. This loan is pending.',
      error: { code: 'LOAN_NOT_PAYABLE' },
    });
  });

  it('needs a signed-in borrower with a verified e-mail, a well-formed key when one is sent, and a strict body', async () => {
    const { loanId, borrower, admin } = await activeLoan(t, clock, DELAY_MS);
    expect((await pay(t, '', { loanId, amount: '10.00' })).statusCode).toBe(401);
    expect((await pay(t, admin.token, { loanId, amount: '10.00' })).statusCode).toBe(403);
    const longKey = await pay(t, borrower.token, { loanId, amount: '10.00' }, 'k'.repeat(101));
    expect(longKey.statusCode).toBe(400);
    expect(longKey.json().error.details).toEqual([
      expect.objectContaining({
        field: 'idempotency-key',
        message: 'The Idempotency-Key header must be 1 to 100 characters.',
      }),
    ]);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/collections/mobile-money',
      headers: { 'x-auth-token': borrower.token, 'idempotency-key': randomUUID() },
      payload: { loanId, amount: '10.00', phone: payerPhone(), operator: 'mtn', status: 'successful' },
    });
    expect(extra.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId))).toEqual([]);
  });
});
