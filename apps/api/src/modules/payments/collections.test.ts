import { journalEntries, journalLines, notifications, payments, simulatorTransactions } from '@kwacha/db';
import { PAYMENT_MESSAGES } from '@kwacha/shared/payments/payment-view';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { LOAN_REPAID_EMAIL_TEMPLATE } from '../notifications/emails/payment.emails';
import { PAYMENT_CHECK_JOB, reconcilePayments } from './payment-checks';
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

describe('POST /api/collections/mobile-money with the payment simulator', () => {
  let t: TestApp;
  const clock = testClock();
  const check = (paymentId: string) => t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId });
  const entriesOf = (loanId: string) =>
    t.ctx.db.select().from(journalEntries).where(eq(journalEntries.loanId, loanId));
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('takes a payment: pending at once, successful after the delay; the balance and next payment move', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const before = await borrowerLoan(t, borrower.token, loanId);
    expect(before).toMatchObject({
      outstandingBalance: TOTAL_DUE,
      nextPaymentAmount: 181.55,
      nextPaymentDate: '2026-12-21',
    });

    const res = await pay(t, borrower.token, {
      loanId,
      amount: '100.00',
      phone: '0961234567',
      operator: 'mtn',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: PAYMENT_MESSAGES.initiatedTitle,
      msg: PAYMENT_MESSAGES.initiatedTitle,
      data: {
        loanId,
        amount: 100,
        type: 'repayment',
        status: 'pending',
        operator: 'mtn',
        phoneNumber: '+260961234567',
        settledAt: null,
        failureReason: null,
      },
    });
    const payment = res.json().data;
    expect(payment.reference).toMatch(/^PAY-[0-9A-F]{20}$/);
    // Our reference went to the provider as its idempotency key.
    const [sent] = await t.ctx.db
      .select()
      .from(simulatorTransactions)
      .where(eq(simulatorTransactions.reference, payment.reference));
    expect(sent).toMatchObject({ kind: 'collection', amount: 10_000, account: '+260961234567' });

    // Pending money changes nothing yet, and the history shows it.
    let view = await borrowerLoan(t, borrower.token, loanId);
    expect(view.outstandingBalance).toBe(TOTAL_DUE);
    expect(view.paymentHistory).toEqual([expect.objectContaining({ id: payment.id, status: 'pending' })]);

    // Before the delay the check job finds it still pending.
    clock.advance(DELAY_MS - 1);
    await check(payment.id);
    expect((await paymentRow(t, payment.id)).status).toBe('pending');

    clock.advance(1);
    await check(payment.id);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'successful', settledAt: clock.now() });
    view = await borrowerLoan(t, borrower.token, loanId);
    // 1,089.30 − 100 = 989.30; instalment 1 still needs 181.55 − 100 = 81.55.
    expect(view).toMatchObject({
      status: 'active',
      outstandingBalance: 989.3,
      nextPaymentAmount: 81.55,
      nextPaymentDate: '2026-12-21',
    });
    expect(view.paymentHistory).toEqual([
      expect.objectContaining({ id: payment.id, status: 'successful', settledAt: clock.now().toISOString() }),
    ]);

    // Allocation: interest of instalment 1 first (25.00), then its principal (75.00).
    const [repayment] = (await entriesOf(loanId)).filter((e) => e.kind === 'repayment');
    const lines = await t.ctx.db
      .select({
        account: journalLines.account,
        instalment: journalLines.instalment,
        debit: journalLines.debit,
        credit: journalLines.credit,
      })
      .from(journalLines)
      .where(eq(journalLines.entryId, repayment?.id ?? ''))
      .orderBy(asc(journalLines.id));
    expect(lines).toEqual([
      { account: 'cash_collected_simulator', instalment: null, debit: 10_000, credit: 0 },
      { account: 'loan_interest', instalment: 1, debit: 0, credit: 2_500 },
      { account: 'loan_principal', instalment: 1, debit: 0, credit: 7_500 },
    ]);
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, borrower.userId), eq(notifications.loanId, loanId)));
    expect(notes.map((n) => n.message)).toContain(
      `We received your payment of K100.00 (${payment.reference}). Your outstanding balance is K989.30.`,
    );

    // A second payment settles by reconciliation instead (its check job lost).
    const second = await pay(t, borrower.token, { loanId, amount: '81.55' });
    expect(second.statusCode).toBe(201);
    clock.advance(DELAY_MS);
    expect(await reconcilePayments(t.ctx)).toEqual({ checked: 1 });
    view = await borrowerLoan(t, borrower.token, loanId);
    // Instalment 1 is paid; the next payment is instalment 2: 181.55 due on 21 January.
    expect(view).toMatchObject({
      outstandingBalance: 907.75,
      nextPaymentAmount: 181.55,
      nextPaymentDate: '2027-01-21',
    });
    expect(view.paymentHistory.map((p: { status: string }) => p.status)).toEqual([
      'successful',
      'successful',
    ]);
  });

  it('a wallet ending 0000 is refused at once: 422 with the SPEC text, and nothing is posted', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const res = await pay(t, borrower.token, { loanId, amount: '50.00', phone: payerPhone('0000') });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message:
        'Payment could not be completed: the payer mobile account has insufficient funds. Please top up and try again.',
      error: { code: 'INSUFFICIENT_FUNDS' },
    });
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.loanId, loanId));
    expect(row).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
      failureReason: "Insufficient funds in the payer's wallet",
    });
    expect((await entriesOf(loanId)).map((e) => e.kind)).toEqual(['disbursement']);
    expect((await borrowerLoan(t, borrower.token, loanId)).outstandingBalance).toBe(TOTAL_DUE);
  });

  it('a wallet ending 0001 is accepted, then fails after the delay; the borrower is told', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const res = await pay(t, borrower.token, { loanId, amount: '50.00', phone: payerPhone('0001') });
    expect(res.statusCode).toBe(201);
    const payment = res.json().data;
    clock.advance(DELAY_MS);
    await check(payment.id);
    expect(await paymentRow(t, payment.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Payment declined by the payer',
      settledAt: clock.now(),
    });
    expect((await entriesOf(loanId)).map((e) => e.kind)).toEqual(['disbursement']);
    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.loanId, loanId), eq(notifications.userId, borrower.userId)))
      .orderBy(asc(notifications.createdAt))
      .offset(1);
    expect(note?.message).toBe(
      `Your payment of K50.00 (${payment.reference}) did not go through: Payment declined by the payer.`,
    );
    const view = await borrowerLoan(t, borrower.token, loanId);
    expect(view.outstandingBalance).toBe(TOTAL_DUE);
    expect(view.paymentHistory).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'Payment declined by the payer' }),
    ]);
  });

  it('a wallet ending 0002 never settles: reconciliation expires it after 30 minutes', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const res = await pay(t, borrower.token, { loanId, amount: '50.00', phone: payerPhone('0002') });
    const payment = res.json().data;
    clock.advance(DELAY_MS);
    await check(payment.id);
    expect((await paymentRow(t, payment.id)).status).toBe('pending');
    // While it is pending its amount is reserved: only 1,089.30 − 50 = 1,039.30 can still be paid.
    const above = await pay(t, borrower.token, { loanId, amount: '1039.31' });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('You cannot pay more than your outstanding balance of K1,039.30.');

    clock.advance(29 * 60_000);
    await reconcilePayments(t.ctx);
    expect((await paymentRow(t, payment.id)).status).toBe('pending');
    clock.advance(60_000);
    await reconcilePayments(t.ctx);
    expect(await paymentRow(t, payment.id)).toMatchObject({
      status: 'expired',
      failureReason: 'The payment was not confirmed in time.',
    });
    // With nothing reserved any more, the whole balance is payable again.
    expect((await pay(t, borrower.token, { loanId, amount: '1039.31' })).statusCode).toBe(201);
  });

  it('paying the whole balance makes the loan paid, with a receipt e-mail and a notification', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const res = await pay(t, borrower.token, { loanId, amount: '1089.30' });
    expect(res.statusCode).toBe(201);
    const payment = res.json().data;
    // Paid the day the money arrived, the balance (K1,089.30 with six months' interest) is more than the
    // payoff amount: the payment is the payoff, K1,000.00 (docs/product.md §13.6).
    expect(payment).toMatchObject({ type: 'payoff', amount: 1000 });
    clock.advance(DELAY_MS);
    await check(payment.id);
    const view = await borrowerLoan(t, borrower.token, loanId);
    expect(view).toMatchObject({
      status: 'paid',
      outstandingBalance: 0,
      nextPaymentAmount: null,
      nextPaymentDate: null,
    });
    const receipt = await latestEmail(t, borrower.email, LOAN_REPAID_EMAIL_TEMPLATE);
    expect(receipt.subject).toBe('Receipt: your loan is fully repaid');
    expect(receipt.textBody).toContain(
      `We received your payment of K1,000.00 on 21 November 2026 (reference ${payment.reference}).`,
    );
    // The product's own name ends in "Loan": never "your Personal Loan loan".
    expect(receipt.textBody).toContain(
      `Your loan ${loanId.slice(0, 8)} (Personal Loan, K1,000.00) is now fully repaid: you paid K1,000.00 in total.`,
    );
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, borrower.userId), eq(notifications.loanId, loanId)));
    expect(notes.map((n) => [n.type, n.message])).toContainEqual([
      'info',
      `We received your payment of K1,000.00 (${payment.reference}). Your loan is fully repaid. Thank you!`,
    ]);
    // A paid loan takes no more payments.
    const more = await pay(t, borrower.token, { loanId, amount: '1.00' });
    expect(more.statusCode).toBe(409);
  });
});
