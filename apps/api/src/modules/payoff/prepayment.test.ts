import { journalEntries } from '@kwacha/db';
import { formatKwacha, kwachaToNgwee } from '@kwacha/shared/money/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import { activeLoan, borrowerLoan, DAY_MS, pay, testClock } from '../payments/testing/payment-test-helpers';

const DELAY_MS = 5000;

describe('paying ahead to reduce a loan (docs/product.md §13.6)', () => {
  let t: TestApp;
  const clock = testClock();

  const preview = (token: string, loanId: string, amount: string, option = 'shorter_term') =>
    t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${loanId}/prepayment-preview?amount=${amount}&option=${option}`,
      headers: { 'x-auth-token': token },
    });

  async function settle(paymentId: string) {
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId });
  }

  /** A K1,000 loan over 6 months, 10 days after the money arrived, with a fresh session. */
  async function tenDaysIn() {
    clock.set('2026-11-21T10:00:00Z');
    const { borrower, loanId } = await activeLoan(t, clock, DELAY_MS);
    clock.advance(10 * DAY_MS);
    return { borrower, loanId, token: await loginToken(t, borrower.email, borrower.password) };
  }

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('finishes sooner with the same instalment: previewed, paid, and the loan runs on the new plan', async () => {
    const { loanId, token } = await tenDaysIn();
    const before = await borrowerLoan(t, token, loanId);
    const shown = await preview(token, loanId, '400.00');
    expect(shown.statusCode).toBe(200);
    const plan = shown.json().data;
    expect(plan.monthsBefore).toBe(6);
    expect(plan.monthsAfter).toBeLessThan(6);
    expect(plan.instalmentAfter).toBe(plan.instalmentBefore);
    expect(plan.dueNow).toBeGreaterThan(0); // ten days of the first month's interest
    expect(plan.towardsPrincipal).toBe(Number((400 - plan.dueNow).toFixed(2)));
    expect(plan.interestSaved).toBeGreaterThan(0);
    const principalOfLines = plan.lines.reduce(
      (s: number, l: { principal: number }) => s + kwachaToNgwee(l.principal),
      0,
    );
    expect(principalOfLines).toBe(kwachaToNgwee(plan.principalAfter));

    const paid = await pay(t, token, {
      loanId,
      amount: '400.00',
      purpose: 'prepayment',
      prepaymentOption: 'shorter_term',
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.type).toBe('prepayment');
    await settle(paid.json().data.id);

    const after = await borrowerLoan(t, token, loanId);
    expect(after.status).toBe('active');
    expect(
      after.schedule.map((l: { dueDate: string; instalment: number }) => [l.dueDate, l.instalment]),
    ).toEqual(plan.lines.map((l: { dueDate: string; instalment: number }) => [l.dueDate, l.instalment]));
    const interestAfter = plan.lines.reduce(
      (s: number, l: { interest: number }) => s + kwachaToNgwee(l.interest),
      0,
    );
    expect(kwachaToNgwee(after.outstandingBalance)).toBe(kwachaToNgwee(plan.principalAfter) + interestAfter);
    // What the plan no longer charges: the balance fell by more than the money paid in.
    expect(kwachaToNgwee(before.outstandingBalance) - kwachaToNgwee(after.outstandingBalance)).toBe(
      kwachaToNgwee(plan.towardsPrincipal) + kwachaToNgwee(plan.dueNow) + kwachaToNgwee(plan.interestSaved),
    );
    const [replanned] = await t.ctx.db
      .select({ memo: journalEntries.memo })
      .from(journalEntries)
      .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'reschedule')));
    expect(replanned?.memo).toBe(`Instalments planned again after a prepayment: ${plan.monthsAfter} left`);

    // Closing the loan the same day costs the principal left: no interest on the money paid back.
    const payoff = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${loanId}/payoff-quote`,
      headers: { 'x-auth-token': token },
    });
    expect(payoff.json().data.total).toBe(plan.principalAfter);
  });

  it('or pays smaller instalments to the same last due date', async () => {
    const { loanId, token } = await tenDaysIn();
    const plan = (await preview(token, loanId, '300.00', 'lower_instalment')).json().data;
    expect(plan.monthsAfter).toBe(plan.monthsBefore);
    expect(plan.lastDueDateAfter).toBe(plan.lastDueDateBefore);
    expect(plan.instalmentAfter).toBeLessThan(plan.instalmentBefore);
    const paid = await pay(t, token, {
      loanId,
      amount: '300.00',
      purpose: 'prepayment',
      prepaymentOption: 'lower_instalment',
    });
    expect(paid.statusCode).toBe(201);
    await settle(paid.json().data.id);
    const after = await borrowerLoan(t, token, loanId);
    expect(after.schedule).toHaveLength(plan.monthsAfter);
    expect(after.nextPaymentAmount).toBe(plan.lines[0].instalment);
    expect(after.schedule.at(-1).instalment).toBeLessThanOrEqual(plan.instalmentAfter);
  });

  it('refuses too little, too much, no choice, another borrower, and a second payment while it is on its way', async () => {
    const { loanId, token } = await tenDaysIn();
    const plan = (await preview(token, loanId, '100.00')).json().data;
    const tooLittle = await preview(token, loanId, '0.01');
    expect(tooLittle.statusCode).toBe(400);
    expect(tooLittle.json().message).toBe(
      `To reduce your loan, pay more than what is due now (${formatKwacha(kwachaToNgwee(plan.dueNow))}). To pay what is due, choose An amount I choose.`,
    );
    const tooMuch = await preview(token, loanId, '5000.00');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      'This amount would close the loan: choose Pay off the whole loan today instead.',
    );
    const noChoice = await pay(t, token, { loanId, amount: '100.00', purpose: 'prepayment' });
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.json().message).toContain(
      'Choose how to use the extra: finish sooner or pay smaller instalments.',
    );
    expect((await preview(token, loanId, '100.00', 'longer')).statusCode).toBe(400);
    const stranger = await verifiedBorrower(t);
    expect((await preview(stranger.token, loanId, '100.00')).statusCode).toBe(404);

    const first = await pay(t, token, {
      loanId,
      amount: '100.00',
      purpose: 'prepayment',
      prepaymentOption: 'shorter_term',
    });
    expect(first.statusCode).toBe(201);
    const second = await pay(t, token, { loanId, amount: '10.00' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'A payment that reduces this loan is being confirmed. Please wait until it is.',
    );
    await settle(first.json().data.id);
    expect((await pay(t, token, { loanId, amount: '10.00' })).statusCode).toBe(201);
  });
});
