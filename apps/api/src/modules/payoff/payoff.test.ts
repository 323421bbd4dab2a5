import { randomUUID } from 'node:crypto';
import {
  journalEntries,
  journalLines,
  type LoanApplication,
  loanInstalments,
  notifications,
} from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { earnedInterest } from '@kwacha/shared/loans/payoff';
import { formatKwacha, kwachaToNgwee, ngweeToKwacha } from '@kwacha/shared/money/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loanReadyToDisburse } from '../disbursements/testing/disbursement-test-helpers';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { scheduleInForce } from '../loans/loan-balances';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import {
  activeLoan,
  borrowerLoan,
  DAY_MS,
  pay,
  payerPhone,
  testClock,
} from '../payments/testing/payment-test-helpers';

const DELAY_MS = 5000;

describe('paying a loan off early (docs/product.md §13.6)', () => {
  let t: TestApp;
  const clock = testClock();

  const quote = (token: string, loanId: string, on?: string, staff = false) =>
    t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${staff ? 'admin/' : ''}${loanId}/payoff-quote${on ? `?on=${on}` : ''}`,
      headers: { 'x-auth-token': token },
    });

  const payOff = (token: string, loanId: string, amount: number) =>
    pay(t, token, { loanId, amount: amount.toFixed(2), purpose: 'payoff' });

  /** Lets the simulator settle the payment (it answers after its delay). */
  async function settle(paymentId: string) {
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId });
  }

  /** Principal plus the interest earned by `on`, less what was paid: the payoff's definition. */
  function expectedPayoff(loan: LoanApplication, on: string, paidNgwee: number): number {
    const { schedule } = scheduleInForce({ ...loan, status: 'active' });
    let monthStart = lusakaToday(loan.disbursementDate ?? new Date());
    let earned = 0;
    for (const line of schedule) {
      earned += earnedInterest(line.interest, monthStart, line.dueDate, on);
      monthStart = line.dueDate;
    }
    return ngweeToKwacha(loan.amount + earned - paidNgwee);
  }

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('quotes the principal and the interest earned by the chosen day, for the borrower and for staff', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const { borrower, loanId, loan, admin } = await activeLoan(t, clock, DELAY_MS);
    const today = lusakaToday(clock.now());

    const now = await quote(borrower.token, loanId);
    expect(now.statusCode).toBe(200);
    const body = now.json().data;
    expect(body).toMatchObject({ loanId, on: today, today, interest: 0, fees: 0, penalties: 0 });
    // The day the money arrived: no interest at all, only the principal.
    expect(body.total).toBe(ngweeToKwacha(loan.amount));
    expect(body.saving).toBe(Number((body.outstanding - body.total).toFixed(2)));
    expect(body.interestWaived).toBe(body.saving);

    const inTwoWeeks = lusakaToday(new Date(clock.now().getTime() + 14 * DAY_MS));
    const later = (await quote(borrower.token, loanId, inTwoWeeks)).json().data;
    expect(later.on).toBe(inTwoWeeks);
    expect(later.interest).toBeGreaterThan(0);
    expect(later.total).toBe(expectedPayoff(loan, inTwoWeeks, 0));

    const staff = await quote(admin.token, loanId, inTwoWeeks, true);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data).toEqual(later);
  });

  it('refuses a day before today or after the last due date, another borrower and the wrong role', async () => {
    const { borrower, loanId, loan } = await activeLoan(t, clock, DELAY_MS);
    const yesterday = lusakaToday(new Date(clock.now().getTime() - DAY_MS));
    const past = await quote(borrower.token, loanId, yesterday);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Choose today or a later day.');

    const lastDue = scheduleInForce(loan).schedule.at(-1)?.dueDate ?? '';
    const afterLast = lusakaToday(new Date(Date.parse(`${lastDue}T12:00:00Z`) + DAY_MS));
    const tooLate = await quote(borrower.token, loanId, afterLast);
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe(`Choose a day up to ${lastDue}, the last due date.`);
    expect((await quote(borrower.token, loanId, lastDue)).statusCode).toBe(200);

    for (const bad of ['2026-02-30', 'tomorrow', '26-11-21']) {
      const res = await quote(borrower.token, loanId, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Use a date like 2026-11-21.');
    }

    const stranger = await verifiedBorrower(t);
    for (const id of [loanId, randomUUID(), 'not-a-loan']) {
      const res = await quote(stranger.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Loan not found.');
    }
    expect((await quote(borrower.token, loanId, undefined, true)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/loan-applications/${loanId}/payoff-quote` }))
        .statusCode,
    ).toBe(401);
    const admin = await signedInStaff(t, 'admin');
    expect((await quote(admin.token, randomUUID(), undefined, true)).statusCode).toBe(404);
  });

  it('a loan whose money has not gone out has no payoff', async () => {
    const { borrower, loanId } = await loanReadyToDisburse(t);
    const res = await quote(borrower.token, loanId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only an active or overdue loan can be paid off.');
  });

  it('paying the quote closes the loan as paid, with the interest not yet earned waived in the ledger', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const { borrower, loanId, loan } = await activeLoan(t, clock, DELAY_MS);
    clock.advance(15 * DAY_MS);
    const token = await loginToken(t, borrower.email, borrower.password); // sessions end after 7 days
    const offer = (await quote(token, loanId)).json().data;
    expect(offer.total).toBe(expectedPayoff(loan, lusakaToday(clock.now()), 0));

    const wrong = await payOff(token, loanId, offer.total + 1);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      `The amount to pay off this loan today is ${formatKwacha(kwachaToNgwee(offer.total))}.`,
    );

    const paid = await payOff(token, loanId, offer.total);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data).toMatchObject({ type: 'payoff', status: 'pending', amount: offer.total });
    await settle(paid.json().data.id);

    const view = await borrowerLoan(t, token, loanId);
    expect(view.status).toBe('paid');
    expect(view.outstandingBalance).toBe(0);
    const [rebate] = await t.ctx.db
      .select({ debit: journalLines.debit })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(
        and(
          eq(journalEntries.loanId, loanId),
          eq(journalEntries.kind, 'interest_rebate'),
          eq(journalLines.account, 'unearned_interest'),
        ),
      );
    expect(rebate?.debit).toBe(kwachaToNgwee(offer.interestWaived));
    const told = await t.ctx.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, borrower.userId), eq(notifications.loanId, loanId)));
    expect(told.map((n) => n.message)).toContain(
      `We received your payment of ${formatKwacha(kwachaToNgwee(offer.total))} (${paid.json().data.reference}). Your loan is fully repaid. Thank you!`,
    );
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/payments?loanId=${loanId}`,
      headers: { 'x-auth-token': token },
    });
    expect(history.json().data.map((p: { type: string; status: string }) => [p.type, p.status])).toEqual([
      ['payoff', 'successful'],
    ]);
    // A paid loan has nothing left to pay off.
    expect((await quote(token, loanId)).statusCode).toBe(409);
    // Its later instalments no longer fall due: the statistics and the staff list's due filter stop expecting them.
    const due = await t.ctx.db
      .select({ dueDate: loanInstalments.dueDate })
      .from(loanInstalments)
      .where(eq(loanInstalments.loanId, loanId));
    expect(due.filter((row) => row.dueDate > offer.on)).toEqual([]);
  });

  it('payments ahead of the schedule are credited: the payoff is the principal plus interest earned, less what was paid', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const { borrower, loanId, loan } = await activeLoan(t, clock, DELAY_MS);
    clock.advance(3 * DAY_MS);
    let token = await loginToken(t, borrower.email, borrower.password);
    // Two instalments' worth on day 3: the second month's interest is paid long before it is earned.
    const ahead = 2 * ngweeToKwacha(loan.quoteSnapshot.instalment);
    const early = await pay(t, token, { loanId, amount: ahead.toFixed(2) });
    expect(early.statusCode).toBe(201);
    await settle(early.json().data.id);

    clock.advance(10 * DAY_MS);
    token = await loginToken(t, borrower.email, borrower.password);
    const offer = (await quote(token, loanId)).json().data;
    expect(offer.interestCredit).toBeGreaterThan(0);
    expect(offer.total).toBe(expectedPayoff(loan, lusakaToday(clock.now()), kwachaToNgwee(ahead)));
    const paid = await payOff(token, loanId, offer.total);
    expect(paid.statusCode).toBe(201);
    await settle(paid.json().data.id);
    expect((await borrowerLoan(t, token, loanId)).status).toBe('paid');
  });

  it('one payment at a time: no payoff while a payment is on its way, nothing else while a payoff is', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const { borrower, loanId } = await activeLoan(t, clock, DELAY_MS);
    const regular = await pay(t, borrower.token, { loanId, amount: '10.00' });
    expect(regular.statusCode).toBe(201);
    const offer = (await quote(borrower.token, loanId)).json().data;
    const refused = await payOff(borrower.token, loanId, offer.total);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A payment for this loan is still being confirmed. Please wait for it before paying off the loan.',
    );
    await settle(regular.json().data.id);

    const next = (await quote(borrower.token, loanId)).json().data;
    expect(next.total).toBe(Number((offer.total - 10).toFixed(2)));
    const payoff = await payOff(borrower.token, loanId, next.total);
    expect(payoff.statusCode).toBe(201);
    const blocked = await pay(t, borrower.token, { loanId, amount: '1.00' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      'This loan is being paid off. Please wait until that payment is confirmed.',
    );
    await settle(payoff.json().data.id);
    expect((await borrowerLoan(t, borrower.token, loanId)).status).toBe('paid');
  });

  it('a payoff confirmed after midnight is still priced for the day it was made', async () => {
    // 23:59 in Lusaka (UTC+2) on 6 December; the confirmation arrives on the 7th.
    clock.set('2026-11-21T10:00:00Z');
    const { borrower, loanId, loan } = await activeLoan(t, clock, DELAY_MS);
    clock.set('2026-12-06T21:59:00Z');
    const token = await loginToken(t, borrower.email, borrower.password);
    const offer = (await quote(token, loanId)).json().data;
    expect(offer.on).toBe('2026-12-06');
    const paid = await payOff(token, loanId, offer.total);
    expect(paid.statusCode).toBe(201);
    clock.set('2026-12-06T22:30:00Z');
    await settle(paid.json().data.id);
    const view = await borrowerLoan(t, token, loanId);
    expect(view.status).toBe('paid');
    expect(offer.total).toBe(expectedPayoff(loan, '2026-12-06', 0));
  });

  it('the same payoff request twice is one payment, charged once', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const { borrower, loanId } = await activeLoan(t, clock, DELAY_MS);
    const offer = (await quote(borrower.token, loanId)).json().data;
    const key = randomUUID();
    const phone = payerPhone();
    const body = { loanId, amount: offer.total.toFixed(2), purpose: 'payoff', phone };
    const [a, b] = await Promise.all([pay(t, borrower.token, body, key), pay(t, borrower.token, body, key)]);
    expect(a.json().data.id).toBe(b.json().data.id);
    // The same key for another payment is refused. (An ordinary payment of the payoff amount would be this
    // payoff itself: a repayment that covers the payoff amount is the payoff.)
    const other = await pay(t, borrower.token, { loanId, amount: '100.00', phone }, key);
    expect(other.statusCode).toBe(409);
    await settle(a.json().data.id);
    expect((await borrowerLoan(t, borrower.token, loanId)).status).toBe('paid');
  });
});
