import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from './payment-checks';
import { activeLoan, borrowerLoan, pay, payerPhone, testClock } from './testing/payment-test-helpers';

const DELAY_MS = 5000;

/**
 * docs/product.md §13.6: a repayment that would cover today's payoff amount is the payoff. Paying the whole
 * outstanding balance (all the scheduled interest) on the day the money arrived used to close the loan and
 * keep interest for months the borrower never borrowed for.
 */
describe('a repayment that covers the payoff amount', () => {
  let t: TestApp;
  const clock = testClock();

  const payoffTotal = async (token: string, loanId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${loanId}/payoff-quote`,
      headers: { 'x-auth-token': token },
    });
    return res.json().data.total as number;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterAll(async () => {
    await expectLedgerInvariants(t);
    await t?.close();
  });

  it('is charged the payoff amount, not the balance with its future interest, and closes the loan', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const before = await borrowerLoan(t, borrower.token, loanId);
    const total = await payoffTotal(borrower.token, loanId);
    // K1,000 over 6 months repaid the day it arrived: the balance holds 6 months of interest, the payoff none.
    expect(before.outstandingBalance).toBe(1089.3);
    expect(total).toBe(1000);
    const res = await pay(t, borrower.token, { loanId, amount: '1089.30' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'payoff', amount: 1000, status: 'pending' });

    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: res.json().data.id });
    const after = await borrowerLoan(t, borrower.token, loanId);
    expect(after.status).toBe('paid');
    expect(after.outstandingBalance).toBe(0);
  });

  it('is the same payoff when the request is repeated, with or without its key', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const phone = payerPhone();
    const first = await pay(t, borrower.token, { loanId, amount: '1089.30', phone }, 'covering-key-1');
    const again = await pay(t, borrower.token, { loanId, amount: '1089.30', phone }, 'covering-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    const bare = await pay(t, borrower.token, { loanId, amount: '1089.30', phone }, null);
    expect(bare.json().data.id).toBe(first.json().data.id);
  });

  it('still refuses more than the balance, and a smaller amount stays a repayment', async () => {
    const { loanId, borrower } = await activeLoan(t, clock, DELAY_MS);
    const above = await pay(t, borrower.token, { loanId, amount: '1089.31' });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('You cannot pay more than your outstanding balance of K1,089.30.');
    const part = await pay(t, borrower.token, { loanId, amount: '999.99' });
    expect(part.json().data).toMatchObject({ type: 'repayment', amount: 999.99 });
  });
});
