import { randomUUID } from 'node:crypto';
import { journalEntries, journalLines, loanApplications, payments } from '@kwacha/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { applyCollectionOutcome } from './collection-outcome';
import { newPaymentReference } from './initiate-payment.service';
import { reconcilePayments } from './payment-checks';
import {
  activeLoan,
  borrowerLoan,
  pay,
  payerPhone,
  paymentRow,
  testClock,
} from './testing/payment-test-helpers';

const DELAY_MS = 5000;
const TOTAL_DUE = 108_930; // ngwee: K1,000 over 6 months at 2.5% a month

describe('applyCollectionOutcome: every outcome applied exactly once', () => {
  let t: TestApp;
  const clock = testClock();
  const repaymentEntries = (loanId: string) =>
    t.ctx.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'repayment')));
  const outstanding = async (loanId: string) => {
    const [row] = await t.ctx.db
      .select({ balance: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
      .from(journalLines)
      .where(
        and(
          eq(journalLines.loanId, loanId),
          sql`${journalLines.account} in ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty')`,
        ),
      );
    return Number(row?.balance);
  };
  /** A payment the simulator keeps pending for ever (0002), so only the outcomes below settle it. */
  const pendingPayment = async (amount = '100.00') => {
    const loan = await activeLoan(t, clock, DELAY_MS);
    const res = await pay(t, loan.borrower.token, { loanId: loan.loanId, amount, phone: payerPhone('0002') });
    if (res.statusCode !== 201) throw new Error(res.body);
    return { ...loan, payment: await paymentRow(t, res.json().data.id) };
  };
  const success = { state: 'successful', providerReference: 'PROVIDER-1' } as const;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('the same success applied 50 times at once posts one entry and reduces the balance once', async () => {
    const { loanId, payment } = await pendingPayment();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        applyCollectionOutcome(
          t.ctx,
          i % 2 ? { id: payment.id } : { reference: payment.reference },
          success,
          { amountNgwee: 10_000, currency: 'ZMW' },
        ),
      ),
    );
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r === 'ignored')).toHaveLength(49);
    expect(await repaymentEntries(loanId)).toHaveLength(1);
    expect(await outstanding(loanId)).toBe(TOTAL_DUE - 10_000);
    expect(await paymentRow(t, payment.id)).toMatchObject({
      status: 'successful',
      providerReference: 'PROVIDER-1',
    });
  });

  it('a FAILED after SUCCESSFUL is ignored: a final state is never overwritten', async () => {
    const { loanId, payment } = await pendingPayment();
    expect(await applyCollectionOutcome(t.ctx, { id: payment.id }, success)).toBe('applied');
    const failed = { state: 'failed', providerReference: null, reason: 'Declined' } as const;
    expect(await applyCollectionOutcome(t.ctx, { reference: payment.reference }, failed)).toBe('ignored');
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'successful', failureReason: null });
    expect(await repaymentEntries(loanId)).toHaveLength(1);
  });

  it('a SUCCESSFUL after a final failure is not applied but flagged for staff', async () => {
    const { loanId, payment } = await pendingPayment();
    const failed = { state: 'failed', providerReference: null, reason: 'Declined' } as const;
    expect(await applyCollectionOutcome(t.ctx, { id: payment.id }, failed)).toBe('applied');
    expect(await applyCollectionOutcome(t.ctx, { id: payment.id }, success)).toBe('flagged');
    expect(await paymentRow(t, payment.id)).toMatchObject({
      status: 'failed',
      flaggedReason: 'provider reported success after the payment was failed',
    });
    expect(await repaymentEntries(loanId)).toEqual([]);
    expect(t.logs.join('\n')).toContain('provider reported success for a payment already final');
  });

  it('a claimed amount or currency that is not ours is not applied; the payment is flagged', async () => {
    const { loanId, payment } = await pendingPayment('100.00');
    expect(await applyCollectionOutcome(t.ctx, { id: payment.id }, success, { amountNgwee: 1_000 })).toBe(
      'flagged',
    );
    expect(await applyCollectionOutcome(t.ctx, { id: payment.id }, success, { currency: 'USD' })).toBe(
      'flagged',
    );
    expect(await paymentRow(t, payment.id)).toMatchObject({
      status: 'pending',
      flaggedReason: 'claimed amount 1000 ngwee differs from the 10000 ngwee requested',
    });
    expect(await repaymentEntries(loanId)).toEqual([]);
    expect(t.logs.join('\n')).toContain('payment outcome not applied');

    // What the provider's own status call says (our amount) is then applied.
    expect(
      await applyCollectionOutcome(t.ctx, { id: payment.id }, success, {
        amountNgwee: 10_000,
        currency: 'zmw',
      }),
    ).toBe('applied');
    expect(await outstanding(loanId)).toBe(TOTAL_DUE - 10_000);
  });

  it('unknown and not-found answers and unknown references change nothing', async () => {
    const { payment } = await pendingPayment();
    expect(
      await applyCollectionOutcome(t.ctx, { id: payment.id }, { state: 'unknown', reason: 'timeout' }),
    ).toBe('ignored');
    expect(await applyCollectionOutcome(t.ctx, { id: payment.id }, { state: 'not_found' })).toBe('ignored');
    expect(await applyCollectionOutcome(t.ctx, { reference: 'PAY-NOT-OURS' }, success)).toBe('ignored');
    expect((await paymentRow(t, payment.id)).status).toBe('pending');
  });

  it('money beyond what is owed is kept as an overpayment, never as a negative balance', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    // Initiation never allows it, so the payment row is written as a provider might have collected it.
    const [payment] = await t.ctx.db
      .insert(payments)
      .values({
        loanId,
        userId: borrower.userId,
        idempotencyKey: randomUUID(),
        reference: newPaymentReference(),
        amount: TOTAL_DUE + 5_000,
        operator: 'mtn',
        phoneNumber: '+260961234567',
        provider: 'simulator',
      })
      .returning();
    expect(await applyCollectionOutcome(t.ctx, { id: payment?.id ?? '' }, success)).toBe('applied');
    const [over] = await t.ctx.db
      .select({ credit: journalLines.credit })
      .from(journalLines)
      .where(and(eq(journalLines.loanId, loanId), eq(journalLines.account, 'overpayment')));
    expect(over?.credit).toBe(5_000);
    expect((await borrowerLoan(t, borrower.token, loanId)).status).toBe('paid');
  });

  it('20 concurrent payments on one loan never collect more than is owed', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    // K60 to K155 in K5 steps: K2,150 in all, about twice the K1,089.30 owed. Every 4th payer declines.
    const attempts = Array.from({ length: 20 }, (_, i) => ({
      amount: `${60 + 5 * i}.00`,
      phone: payerPhone(i % 4 === 3 ? '0001' : '4567'),
    }));
    const answers = await Promise.all(attempts.map((a) => pay(t, borrower.token, { loanId, ...a })));
    const accepted = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.json().error.code).toBe('AMOUNT_ABOVE_BALANCE');
    }
    const reserved = accepted.reduce((sum, a) => sum + Math.round(a.json().data.amount * 100), 0);
    expect(reserved).toBeLessThanOrEqual(TOTAL_DUE);

    clock.advance(DELAY_MS);
    await reconcilePayments(t.ctx);
    const settled = await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId));
    expect(settled.filter((p) => p.status === 'pending')).toEqual([]);
    const collected = settled.filter((p) => p.status === 'successful').reduce((sum, p) => sum + p.amount, 0);
    expect(collected).toBeGreaterThan(0);
    // Exactly what was due less what was collected, and never below zero.
    expect(await outstanding(loanId)).toBe(TOTAL_DUE - collected);
    expect(await outstanding(loanId)).toBeGreaterThanOrEqual(0);
    const [loan] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    expect(loan?.status).toBe(TOTAL_DUE === collected ? 'paid' : 'active');
  });
});
