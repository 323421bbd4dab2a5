import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from './payment-checks';
import { activeLoan, pay, payerPhone, testClock } from './testing/payment-test-helpers';

const DELAY_MS = 5000;

describe('GET /api/payments', () => {
  let t: TestApp;
  const clock = testClock();
  const list = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/payments${query}`, headers: { 'x-auth-token': token } });

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it("lists the borrower's payments newest first, all or one loan's, and the admin view shows them too", async () => {
    const first = await activeLoan(t, clock, DELAY_MS);
    const { borrower } = first;
    const a = await pay(t, borrower.token, { loanId: first.loanId, amount: '10.00' });
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: a.json().data.id });
    clock.advance(1000);
    const b = await pay(t, borrower.token, {
      loanId: first.loanId,
      amount: '20.00',
      phone: payerPhone('0000'),
    });
    expect(b.statusCode).toBe(422);
    clock.advance(1000);
    const c = await pay(t, borrower.token, { loanId: first.loanId, amount: '30.00' });

    const all = await list(borrower.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((p: { amount: number; status: string }) => [p.amount, p.status])).toEqual([
      [30, 'pending'],
      [20, 'failed'],
      [10, 'successful'],
    ]);
    const one = await list(borrower.token, `?loanId=${first.loanId}`);
    expect(one.json().data.map((p: { id: string }) => p.id)).toContain(c.json().data.id);
    expect(one.json().data).toHaveLength(3);

    const admin = await signedInStaff(t, 'admin');
    const adminView = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/admin/${first.loanId}`,
      headers: { 'x-auth-token': admin.token },
    });
    expect(adminView.json().data.paymentHistory.map((p: { status: string }) => p.status)).toEqual([
      'pending',
      'failed',
      'successful',
    ]);
  });

  it("answers 404 for another borrower's loan or a malformed id, and an empty list for none", async () => {
    const { loanId } = await activeLoan(t, clock, DELAY_MS);
    const stranger = await verifiedBorrower(t);
    for (const query of [`?loanId=${loanId}`, `?loanId=${randomUUID()}`, '?loanId=not-a-loan']) {
      const res = await list(stranger.token, query);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Loan not found.');
    }
    expect((await list(stranger.token)).json().data).toEqual([]);
    expect((await list(stranger.token, '?status=paid')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments' })).statusCode).toBe(401);
  });
});
