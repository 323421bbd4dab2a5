import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentByReference, wallet } from '../../providers/testing/provider-test-kit';
import { signedInStaff } from '../../testing/factories';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { reconcilePayments } from '../payments/payment-checks';
import { pay } from '../payments/testing/payment-test-helpers';
import { flaggedPaymentRequests } from './testing/flagged-payment-requests';
import {
  type FlaggedPaymentHarness,
  lateSuccessAfterExpiry,
  settleAtLenco,
  startFlaggedPaymentHarness,
} from './testing/flagged-payment-scenarios';

// K1,000 over 6 months (the personal product): K1,089.30 owed in all.
const TOTAL_DUE = 1089.3;

describe('flagged payments: the queue, applying one, and two staff at once', () => {
  let h: FlaggedPaymentHarness;
  let admin: { token: string; id: string };
  const { resolve, queue, count, balance, entriesOf, linesOf, auditOf } = flaggedPaymentRequests(
    () => h,
    () => admin,
  );

  beforeAll(async () => {
    h = await startFlaggedPaymentHarness();
  });
  afterEach(() => expectLedgerInvariants(h.t));
  afterAll(() => h.close());

  it('lists a late success after expiry with its reason, the provider record and the callback evidence; the badge counts it', async () => {
    admin = await signedInStaff(h.t, 'admin');
    const before = await count();
    const { payment, loanId, borrower } = await lateSuccessAfterExpiry(h);
    expect(await count()).toBe(before + 1);
    const item = (await queue()).find((p) => p.id === payment.id);
    expect(item).toMatchObject({
      reference: payment.reference,
      provider: 'lenco',
      providerReference: expect.any(String),
      amount: 100,
      status: 'expired',
      flaggedReason: 'provider reported success after the payment was expired',
      failureReason: 'The payment was not confirmed in time.',
      booked: false,
      allowedActions: ['apply', 'refunded', 'dismiss'],
      loan: { id: loanId, status: 'active' },
      borrower: { id: borrower.userId },
      previousResolution: null,
    });
    expect(item?.callbacks).toEqual([
      expect.objectContaining({
        provider: 'lenco',
        claimedState: 'successful',
        confirmed: true,
        believedState: 'successful',
        result: 'flagged',
      }),
    ]);
    // Evidence never carries a callback's body.
    expect(Object.keys(item?.callbacks[0] ?? {}).sort()).toEqual([
      'believedState',
      'channel',
      'claimedState',
      'confirmed',
      'detail',
      'id',
      'provider',
      'receivedAt',
      'result',
    ]);
  });

  it('apply books the money once through the repayment path; a second resolve is a 409', async () => {
    admin = await signedInStaff(h.t, 'admin');
    const { payment, loanId, borrower } = await lateSuccessAfterExpiry(h);
    const before = await count();
    const res = await resolve(payment.id, { action: 'apply' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The payment was applied to the loan.',
      data: { id: payment.id, resolution: 'applied', status: 'successful' },
    });
    expect(await balance(borrower.token, loanId)).toBe(989.3);
    expect(await linesOf(payment.id)).toContainEqual({
      account: 'cash_collected_lenco',
      debit: 10_000,
      credit: 0,
    });
    expect(await paymentByReference(h.t, payment.reference)).toMatchObject({
      status: 'successful',
      flaggedReason: null,
      failureReason: null,
      resolution: 'applied',
      resolvedBy: admin.id,
      resolvedFlagReason: 'provider reported success after the payment was expired',
    });
    const [audit] = await auditOf(payment.id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'flagged_payment.applied',
      loanId,
      before: { status: 'expired', flaggedReason: 'provider reported success after the payment was expired' },
      after: { status: 'successful', flaggedReason: null, amount: 100, resolution: 'applied' },
    });
    expect(await count()).toBe(before - 1);
    expect((await queue()).map((p) => p.id)).not.toContain(payment.id);

    const again = await resolve(payment.id, { action: 'apply' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'This payment has already been resolved.',
      error: { code: 'PAYMENT_ALREADY_RESOLVED' },
    });
    expect(await entriesOf(payment.id)).toHaveLength(1);
    expect(await balance(borrower.token, loanId)).toBe(989.3);
  });

  it('two staff resolving at once: exactly one wins, the money is booked at most once', async () => {
    admin = await signedInStaff(h.t, 'admin');
    const { payment, loanId, borrower } = await lateSuccessAfterExpiry(h);
    const answers = await Promise.all([
      resolve(payment.id, { action: 'apply' }),
      resolve(payment.id, { action: 'apply' }),
      resolve(payment.id, { action: 'refunded', note: 'Sent back by MTN' }),
      resolve(payment.id, { action: 'dismiss', note: 'Nothing arrived' }),
      resolve(payment.id, { action: 'apply' }),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => [a.statusCode, a.json().error.code])).toEqual(
      Array.from({ length: 4 }, () => [409, 'PAYMENT_ALREADY_RESOLVED']),
    );
    expect((await entriesOf(payment.id)).length).toBeLessThanOrEqual(1);
    expect(await auditOf(payment.id)).toHaveLength(1);
    const { resolution } = await paymentByReference(h.t, payment.reference);
    expect(await balance(borrower.token, loanId)).toBe(resolution === 'applied' ? 989.3 : TOTAL_DUE);
  });

  it('apply when the loan was repaid meanwhile keeps the money apart as an overpayment', async () => {
    admin = await signedInStaff(h.t, 'admin');
    const { payment, loanId, borrower } = await lateSuccessAfterExpiry(h);
    // Meanwhile the borrower paid everything with another payment, which went through.
    const phone = wallet('mtn');
    h.fake.setScenario(phone, { settleAfterMs: 60 * 60 * 1000, callback: 'none' });
    const full = await pay(h.t, borrower.token, { loanId, amount: '1089.30', phone, operator: 'mtn' });
    expect(full.statusCode).toBe(201);
    settleAtLenco(h, full.json().data.reference);
    await nextReconciliation();
    expect(await balance(borrower.token, loanId)).toBe(0);

    expect((await resolve(payment.id, { action: 'apply' })).statusCode).toBe(200);
    expect(await linesOf(payment.id)).toEqual([
      { account: 'cash_collected_lenco', debit: 10_000, credit: 0 },
      { account: 'overpayment', debit: 0, credit: 10_000 },
    ]);
    expect(await balance(borrower.token, loanId)).toBe(0);
  });

  /** Reconciliation's next run, a minute on: what the provider settled is applied. */
  async function nextReconciliation() {
    h.clock.advance(60_000);
    await reconcilePayments(h.t.ctx);
  }
});
