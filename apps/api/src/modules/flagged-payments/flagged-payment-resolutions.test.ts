import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentByReference } from '../../providers/testing/provider-test-kit';
import { signedInStaff } from '../../testing/factories';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { reconcilePayments } from '../payments/payment-checks';
import { flaggedPaymentRequests } from './testing/flagged-payment-requests';
import {
  deliverWebhook,
  type FlaggedPaymentHarness,
  lateSuccessAfterExpiry,
  pendingPayment,
  settleAtLenco,
  startFlaggedPaymentHarness,
  wrongAmountThenBooked,
} from './testing/flagged-payment-scenarios';

// K1,000 over 6 months (the personal product): K1,089.30 owed in all.
const TOTAL_DUE = 1089.3;
const NO_SUCH_PAYMENT = '3f2a9c1e-41aa-4c55-9e0b-1234567890ab';

describe('flagged payments: refunds, dismissals, booked and pending payments', () => {
  let h: FlaggedPaymentHarness;
  let admin: { token: string; id: string };
  const { resolve, queue, balance, entriesOf, linesOf, auditOf } = flaggedPaymentRequests(
    () => h,
    () => admin,
  );

  beforeAll(async () => {
    h = await startFlaggedPaymentHarness();
  });
  afterEach(() => expectLedgerInvariants(h.t));
  afterAll(() => h.close());

  it('refunded needs a note; it books cash in and cash out and leaves the balance alone', async () => {
    admin = await signedInStaff(h.t, 'admin');
    const { payment, loanId, borrower } = await lateSuccessAfterExpiry(h);
    const bare = await resolve(payment.id, { action: 'refunded' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.details).toContainEqual(
      expect.objectContaining({
        field: 'note',
        message: 'Please write a note saying what you checked and why.',
      }),
    );
    const short = await resolve(payment.id, { action: 'refunded', note: '  ok ' });
    expect(short.json().error.details).toContainEqual(
      expect.objectContaining({ field: 'note', message: 'The note must be between 3 and 500 characters.' }),
    );

    const res = await resolve(payment.id, {
      action: 'refunded',
      note: 'MTN reversed it to the payer on 21 Nov',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ resolution: 'refunded', status: 'expired' });
    expect(await balance(borrower.token, loanId)).toBe(TOTAL_DUE);
    expect(await entriesOf(payment.id)).toEqual([expect.objectContaining({ kind: 'refund' })]);
    expect(await linesOf(payment.id)).toEqual([
      { account: 'cash_collected_lenco', debit: 10_000, credit: 0 },
      { account: 'cash_refunded', debit: 0, credit: 10_000 },
    ]);
    const [audit] = await auditOf(payment.id);
    expect(audit).toMatchObject({
      action: 'flagged_payment.refunded',
      after: { note: 'MTN reversed it to the payer on 21 Nov', resolution: 'refunded' },
    });
  });

  it('dismiss books nothing; a flag raised afterwards reopens the payment, which can then be applied', async () => {
    admin = await signedInStaff(h.t, 'admin');
    const { payment, loanId, borrower } = await lateSuccessAfterExpiry(h);
    const res = await resolve(payment.id, { action: 'dismiss', note: 'MTN statement shows nothing' });
    expect(res.statusCode).toBe(200);
    expect(await entriesOf(payment.id)).toEqual([]);
    expect(await balance(borrower.token, loanId)).toBe(TOTAL_DUE);
    expect((await queue()).map((p) => p.id)).not.toContain(payment.id);

    // The provider calls back again: money may have moved after all, so staff must look again.
    h.clock.advance(60_000);
    expect((await deliverWebhook(h, payment.reference)).statusCode).toBe(200);
    const reopened = (await queue()).find((p) => p.id === payment.id);
    expect(reopened).toMatchObject({
      flaggedReason: 'provider reported success after the payment was expired',
      previousResolution: {
        resolution: 'dismissed',
        note: 'MTN statement shows nothing',
        resolvedBy: expect.any(String),
      },
    });
    expect((await resolve(payment.id, { action: 'apply' })).statusCode).toBe(200);
    expect(await balance(borrower.token, loanId)).toBe(989.3);
  });

  it('a payment already booked can only be dismissed', async () => {
    admin = await signedInStaff(h.t, 'admin');
    const { payment, loanId, borrower } = await wrongAmountThenBooked(h);
    const item = (await queue()).find((p) => p.id === payment.id);
    expect(item).toMatchObject({
      status: 'successful',
      booked: true,
      allowedActions: ['dismiss'],
      flaggedReason: 'claimed amount 100000 ngwee differs from the 10000 ngwee requested',
    });
    for (const action of ['apply', 'refunded']) {
      const refused = await resolve(payment.id, { action, note: 'Trying anyway' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('PAYMENT_ALREADY_BOOKED');
    }
    expect((await resolve(payment.id, { action: 'dismiss', note: 'Statement shows K100' })).statusCode).toBe(
      200,
    );
    expect(await entriesOf(payment.id)).toHaveLength(1);
    expect(await balance(borrower.token, loanId)).toBe(989.3);
  });

  it('a flagged payment still pending is not in the queue and cannot be resolved yet; unknown ids are 404', async () => {
    admin = await signedInStaff(h.t, 'admin');
    const made = await pendingPayment(h);
    settleAtLenco(h, made.reference);
    await deliverWebhook(h, made.reference, (body) => ({ ...body, data: { ...body.data, currency: 'USD' } }));
    const payment = await paymentByReference(h.t, made.reference);
    expect(payment).toMatchObject({ status: 'pending', flaggedReason: expect.stringContaining('USD') });
    expect((await queue()).map((p) => p.id)).not.toContain(payment.id);
    const early = await resolve(payment.id, { action: 'dismiss', note: 'Looks wrong' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('PAYMENT_STILL_PENDING');

    // A payment that went through normally was never flagged: nothing to resolve.
    const normal = await pendingPayment(h);
    settleAtLenco(h, normal.reference);
    await nextReconciliation();
    const plain = await paymentByReference(h.t, normal.reference);
    expect(plain).toMatchObject({ status: 'successful', flaggedReason: null });
    for (const id of [NO_SUCH_PAYMENT, plain.id, 'not-an-id']) {
      const missing = await resolve(id, { action: 'dismiss', note: 'Nothing here' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toMatch(/NOT_FOUND/);
    }
    // Reconciliation settles it at last (the status call claims no currency): booked, out of the queue.
    await nextReconciliation();
    expect(await paymentByReference(h.t, made.reference)).toMatchObject({ status: 'successful' });
    expect((await queue()).find((p) => p.id === payment.id)).toMatchObject({ allowedActions: ['dismiss'] });
  });

  /** Reconciliation's next run, a minute on: what the provider settled is applied. */
  async function nextReconciliation() {
    h.clock.advance(60_000);
    await reconcilePayments(h.t.ctx);
  }
});
