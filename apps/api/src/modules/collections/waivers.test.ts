import {
  auditEvents,
  journalEntries,
  journalLines,
  type LedgerAccount,
  loanApplications,
  notifications,
} from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { pay, testClock } from '../payments/testing/payment-test-helpers';
import { runDailyServicing } from '../servicing/servicing.service';
import { DELAY_MS, loanPaidOutOn, lusakaMorning, positionOf } from './testing/overdue-loans';

// Paid out 21 November 2026: on 1 July 2027 instalment 1 is 192 days past due, past the 180-day threshold.
const LATE = '2027-07-01';

type Loan = { loanId: string; borrower: { userId: string; email: string; password: string } };

describe('waiving a written-off loan (docs/product.md §23.6, docs/decisions/045)', () => {
  let t: TestApp;
  const clock = testClock();
  const names = ['waived', 'race', 'overdue'] as const;
  const loans = {} as Record<(typeof names)[number], Loan>;

  const post = (token: string, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-auth-token': token }, payload });
  const proposeWaiver = (token: string, loanId: string, reason = 'Borrower died; estate has nothing.') =>
    post(token, `/api/admin/loans/${loanId}/waiver`, { reason });
  const approve = (token: string, id: string) => post(token, `/api/admin/write-offs/${id}/approve`);
  const get = async (token: string, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };
  const statusOf = async (loanId: string) =>
    (await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId)))[0]?.status;
  const auditOf = async (loanId: string) =>
    (await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.loanId, loanId))).map((e) => e.action);
  const waiverEntries = (loanId: string) =>
    t.ctx.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'waiver')));
  /** Σ credit − debit of one account on one loan, ngwee. */
  const creditBalance = async (loanId: string, account: LedgerAccount) => {
    const lines = await t.ctx.db
      .select()
      .from(journalLines)
      .where(and(eq(journalLines.loanId, loanId), eq(journalLines.account, account)));
    return lines.reduce((sum, l) => sum + l.credit - l.debit, 0);
  };
  /** Written off the ordinary way: an admin proposes, a superuser approves. */
  const writeOff = async (loanId: string) => {
    const admin = await signedInStaff(t, 'admin');
    const superuser = await signedInStaff(t, 'superuser');
    const proposed = await post(admin.token, `/api/admin/loans/${loanId}/write-off`, {
      reason: 'No payment for six months; unreachable.',
    });
    expect(proposed.statusCode).toBe(201);
    expect((await approve(superuser.token, proposed.json().data.id)).statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    for (const name of names) {
      const loan = await loanPaidOutOn(t, clock, '2026-11-21');
      loans[name] = { loanId: loan.loanId, borrower: loan.borrower };
    }
    clock.set(lusakaMorning(LATE));
    await runDailyServicing(t.ctx);
    await writeOff(loans.waived.loanId);
    await writeOff(loans.race.loanId);
  }, 180_000);
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('refuses a waiver of a loan that is not written off, and bad input', async () => {
    const admin = await signedInStaff(t, 'admin');
    const res = await proposeWaiver(admin.token, loans.overdue.loanId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'WAIVER_NOT_WRITTEN_OFF',
      message: "Only a written-off loan's balance can be waived.",
    });
    const state = await get(admin.token, `/api/admin/loans/${loans.overdue.loanId}/write-off`);
    expect(state).toMatchObject({ canProposeWaiver: false, waived: 0 });

    expect((await proposeWaiver(admin.token, loans.waived.loanId, '  ')).statusCode).toBe(400);
    const extra = await post(admin.token, `/api/admin/loans/${loans.waived.loanId}/waiver`, {
      reason: 'ok',
      amount: 5,
    });
    expect(extra.statusCode).toBe(400);
    expect((await proposeWaiver(admin.token, '00000000-0000-4000-8000-000000000001')).statusCode).toBe(404);
  });

  it('is proposed by an admin and approved by another superuser: nothing is owed, the books close, the borrower is told', async () => {
    const { loanId, borrower } = loans.waived;
    const admin = await signedInStaff(t, 'admin');
    const before = await get(admin.token, `/api/loan-applications/admin/${loanId}`);
    const owed = before.outstandingBalance as number;
    expect(owed).toBeGreaterThan(0);
    const unearnedBefore = await creditBalance(loanId, 'unearned_interest');
    const expenseBefore = -(await creditBalance(loanId, 'write_off_expense'));
    expect(await get(admin.token, `/api/admin/loans/${loanId}/write-off`)).toMatchObject({
      canProposeWaiver: true,
      waived: 0,
    });

    const proposed = await proposeWaiver(admin.token, loanId);
    expect(proposed.statusCode).toBe(201);
    expect(proposed.json()).toMatchObject({
      message: 'The waiver is proposed. A superuser who did not propose it must approve it.',
      data: { loanId, kind: 'waiver', status: 'pending', amount: null },
    });
    const id = proposed.json().data.id as string;
    const again = await proposeWaiver(admin.token, loanId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('WRITE_OFF_PENDING');
    // Only a superuser decides, and never the proposer.
    expect((await approve(admin.token, id)).statusCode).toBe(403);
    const proposer = await signedInStaff(t, 'superuser');
    const own = await proposeWaiver(proposer.token, loans.race.loanId);
    expect(own.statusCode).toBe(201);
    const selfApproval = await approve(proposer.token, own.json().data.id);
    expect(selfApproval.statusCode).toBe(409);
    expect(selfApproval.json().error.code).toBe('WRITE_OFF_SELF_APPROVAL');

    const superuser = await signedInStaff(t, 'superuser');
    const approved = await approve(superuser.token, id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'The balance is waived. The borrower owes nothing more on this loan.',
      data: { id, kind: 'waiver', status: 'approved', amount: owed },
    });
    expect(await statusOf(loanId)).toBe('waived');
    expect(await waiverEntries(loanId)).toHaveLength(1);

    // The borrower owes nothing and reads why; their loan is closed as waived, not paid.
    const after = await get(admin.token, `/api/loan-applications/admin/${loanId}`);
    expect(after).toMatchObject({ status: 'waived', outstandingBalance: 0 });
    const token = await loginToken(t, borrower.email, borrower.password);
    expect(await get(token, `/api/loan-applications/${loanId}`)).toMatchObject({
      status: 'waived',
      outstandingBalance: 0,
    });
    const bell = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, borrower.userId));
    expect(bell.map((n) => n.message)).toContain(
      `We have waived the K${owed.toLocaleString('en-US', { minimumFractionDigits: 2 })} still owed on your loan ${loanId.slice(0, 8)}. You owe nothing more on it and no further payments are due.`,
    );
    // Nothing left to collect: the position is cleared and the loan is not in the queue.
    expect(await positionOf(t, loanId)).toMatchObject({ principal: 0, interest: 0, daysPastDue: 0 });
    const queue = await get(admin.token, '/api/admin/collections?limit=100');
    expect(queue.items.map((r: { loanId: string }) => r.loanId)).not.toContain(loanId);

    // The books: the contra closed with the receivables; the interest forgiven was never earned, so it
    // comes off the loss.
    expect(await creditBalance(loanId, 'loan_written_off')).toBe(0);
    const released = unearnedBefore - (await creditBalance(loanId, 'unearned_interest'));
    expect(released).toBeGreaterThan(0);
    expect(-(await creditBalance(loanId, 'write_off_expense'))).toBe(expenseBefore - released);
    expect(await get(admin.token, `/api/admin/loans/${loanId}/write-off`)).toMatchObject({
      canPropose: false,
      canProposeWaiver: false,
      writtenOff: 0,
      waived: owed,
    });
    expect(await auditOf(loanId)).toEqual(
      expect.arrayContaining(['collections.waiver_proposed', 'collections.waiver_approved']),
    );

    // Nothing to pay any more: a payment is refused.
    const payment = await pay(t, token, { loanId, amount: '10' });
    expect(payment.statusCode).toBe(409);
    expect(payment.json().error.code).toBe('LOAN_NOT_PAYABLE');
  });

  it('lands exactly one of two approvals of one waiver made at once', async () => {
    const { loanId } = loans.race;
    const admin = await signedInStaff(t, 'admin');
    const { proposals } = await get(admin.token, `/api/admin/loans/${loanId}/write-off`);
    const pending = proposals.find((p: { status: string }) => p.status === 'pending');
    expect(pending).toMatchObject({ kind: 'waiver', status: 'pending' });
    const [a, b] = await Promise.all([signedInStaff(t, 'superuser'), signedInStaff(t, 'superuser')]);
    const answers = await Promise.all([approve(a.token, pending.id), approve(b.token, pending.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().error.code).toBe('WRITE_OFF_DECIDED');
    expect(await waiverEntries(loanId)).toHaveLength(1);
    expect(await statusOf(loanId)).toBe('waived');
  });
});
