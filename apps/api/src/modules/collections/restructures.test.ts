import { auditEvents, journalEntries, loanApplications, notifications, restructures } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import { pay, testClock } from '../payments/testing/payment-test-helpers';
import { DELAY_MS, dailyRunOn, loanPaidOutOn, positionOf, repay } from './testing/overdue-loans';

// Every loan: K1,000 over 6 months paid out on 21 November 2026 (instalments due on the 21st); on TODAY
// instalment 1 (due 21 December) is 15 days past due, so the loan is overdue.
const PAID_OUT = '2026-11-21';
const TODAY = '2027-01-05';

describe('restructuring (docs/product.md §23.7)', () => {
  let t: TestApp;
  const clock = testClock();
  type Loan = Awaited<ReturnType<typeof loanPaidOutOn>>;
  const names = ['flow', 'twice', 'payment', 'other', 'holiday', 'approvals', 'race'] as const;
  const loans = {} as Record<(typeof names)[number], Loan>;
  let maker: { token: string; userId: string };
  let checker: { token: string; userId: string };

  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-auth-token': token }, payload: payload ?? {} });
  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
  const propose = (token: string, loanId: string, body: object) =>
    post(token, `/api/admin/loans/${loanId}/restructures`, body);
  const answer = (token: string, loanId: string, what: 'accept' | 'decline', version = 'restructure-v1') =>
    post(token, `/api/loan-applications/${loanId}/restructure/${what}`, { wordingVersion: version });
  const approve = (token: string, id: string) => post(token, `/api/admin/restructures/${id}/approve`);
  const signIn = (loan: Loan) => loginToken(t, loan.borrower.email, loan.borrower.password);
  const loanRow = async (loanId: string) => {
    const [row] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId));
    return row;
  };
  const proposalRow = async (id: string) => {
    const [row] = await t.ctx.db.select().from(restructures).where(eq(restructures.id, id));
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    for (const name of names) loans[name] = await loanPaidOutOn(t, clock, PAID_OUT);
    await dailyRunOn(t, clock, TODAY);
    const a = await signedInStaff(t, 'admin');
    const b = await signedInStaff(t, 'superuser');
    maker = { token: a.token, userId: a.id };
    checker = { token: b.token, userId: b.id };
  }, 180_000);
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('propose, the borrower accepts, another member of staff approves: the new plan is in force', async () => {
    const { loanId } = loans.flow;
    expect((await loanRow(loanId))?.status).toBe('overdue');
    // A part payment before the proposal: it stays booked as it was.
    await repay(t, clock, loans.flow.borrower, loanId, '50');
    const cashBefore = await t.ctx.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'repayment')));

    const proposed = await propose(maker.token, loanId, { kind: 'longer_term', months: 3 });
    expect(proposed.statusCode).toBe(201);
    const proposal = proposed.json().data;
    // Instalments 2–6 are still to come (21 January to 21 May 2027): 5 + 3 = 8 new ones, from 21 January.
    expect(proposal).toMatchObject({ status: 'proposed', kind: 'longer_term', months: 3, computedOn: TODAY });
    expect(proposal.plan).toMatchObject({
      countBefore: 5,
      count: 8,
      firstDueDate: '2027-01-21',
      lastDueDate: '2027-08-21',
      // K1,000 less the principal the K50 paid (after instalment 1's late fee and interest).
      principal: 984.08,
    });
    expect(proposal.lines.map((l: { number: number }) => l.number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(proposal.previousSchedule).toHaveLength(6);
    expect(proposal.keyFacts.length).toBeGreaterThan(3);

    // A second live proposal is refused.
    const again = await propose(checker.token, loanId, { kind: 'payment_holiday', months: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('RESTRUCTURE_LIVE');

    // The borrower sees it with the wording to accept, in each language.
    const borrower = await signIn(loans.flow);
    const seen = await get(borrower, `/api/loan-applications/${loanId}/restructure`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.restructure).toMatchObject({ id: proposal.id, status: 'proposed' });
    expect(seen.json().data.restructure.wordings.map((w: { version: string }) => w.version)).toEqual([
      'restructure-v1',
      'restructure-v1-bem',
      'restructure-v1-ny',
    ]);

    // Approval waits for the borrower.
    const early = await approve(checker.token, proposal.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'RESTRUCTURE_NOT_ACCEPTED',
      message: 'The borrower has not accepted this restructure yet: it cannot be approved.',
    });

    const accepted = await answer(borrower, loanId, 'accept', 'restructure-v1-bem');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('accepted');
    const answeredRow = await proposalRow(proposal.id);
    expect(answeredRow).toMatchObject({ wordingVersion: 'restructure-v1-bem', answeredIp: '127.0.0.1' });
    expect(answeredRow?.answeredAt).toBeInstanceOf(Date);

    // Maker-checker: the proposer cannot approve.
    const own = await approve(maker.token, proposal.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toMatchObject({
      code: 'RESTRUCTURE_OWN_PROPOSAL',
      message: 'You proposed this restructure: another member of staff must approve or reject it.',
    });

    const approved = await approve(checker.token, proposal.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', decidedBy: { id: checker.userId } });

    // The new schedule is in force; instalment 1 reads as it was; the loan is current again.
    const loan = await loanRow(loanId);
    expect(loan?.status).toBe('active');
    const row = await proposalRow(proposal.id);
    expect(loan?.scheduleRevision).toEqual(row?.schedule);
    expect(loan?.scheduleRevision?.[0]).toEqual({ ...row?.previousSchedule[0], restructuredOn: TODAY });
    // The borrower reads the missed instalment as moved into the new plan, not as paid.
    const view = await get(borrower, `/api/loan-applications/${loanId}`);
    expect(view.json().data.schedule[0]).toMatchObject({ status: 'restructured' });
    expect(view.json().data.schedule[1]).toMatchObject({ status: 'upcoming', dueDate: '2027-01-21' });
    expect((await positionOf(t, loanId))?.daysPastDue).toBe(0);
    // Nothing paid before changed, and the ledger's balance is the new plan's total.
    const cashAfter = await t.ctx.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'repayment')));
    expect(cashAfter).toEqual(cashBefore);
    const position = await positionOf(t, loanId);
    const owedNow =
      Number(position?.principal) +
      Number(position?.interest) +
      Number(position?.fees) +
      Number(position?.penalties);
    expect(owedNow / 100).toBeCloseTo(proposal.plan.owedAfter, 2);

    // The borrower is told, and every step is audited.
    const bells = await t.ctx.db.select().from(notifications).where(eq(notifications.loanId, loanId));
    expect(bells.some((n) => n.message.includes('new repayment plan'))).toBe(true);
    const actions = (
      await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, proposal.id))
    ).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'collections.restructure_proposed',
        'collections.restructure_accepted',
        'collections.restructure_approved',
      ]),
    );
    // Approving again changes nothing.
    const twice = await approve(checker.token, proposal.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('RESTRUCTURE_DECIDED');
  });

  it('accepted twice at once: one lands', async () => {
    const { loanId } = loans.twice;
    const proposed = await propose(maker.token, loanId, { kind: 'longer_term', months: 1 });
    expect(proposed.statusCode).toBe(201);
    const borrower = await signIn(loans.twice);
    const both = await Promise.all([answer(borrower, loanId, 'accept'), answer(borrower, loanId, 'accept')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().error.code).toBe('RESTRUCTURE_NOT_AWAITING');
    const accepted = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityId, proposed.json().data.id),
          eq(auditEvents.action, 'collections.restructure_accepted'),
        ),
      );
    expect(accepted).toHaveLength(1);
  });

  it('a payment between the proposal and the approval: refused with 409, the proposal expires, nothing changes', async () => {
    const { loanId, borrower } = loans.payment;
    const proposed = await propose(maker.token, loanId, { kind: 'longer_term', months: 2 });
    const id = proposed.json().data.id;
    expect((await answer(await signIn(loans.payment), loanId, 'accept')).statusCode).toBe(200);
    await repay(t, clock, borrower, loanId, '50');
    const before = await loanRow(loanId);
    const refused = await approve(checker.token, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'RESTRUCTURE_LOAN_CHANGED',
      message: 'The loan changed since this was proposed; propose again.',
    });
    expect((await proposalRow(id))?.status).toBe('expired');
    const after = await loanRow(loanId);
    expect(after?.scheduleRevision).toEqual(before?.scheduleRevision ?? null);
    expect(after?.status).toBe(before?.status);
    const reschedules = await t.ctx.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'reschedule')));
    expect(reschedules).toEqual([]);
    // A new proposal may be made at once.
    expect((await propose(maker.token, loanId, { kind: 'longer_term', months: 2 })).statusCode).toBe(201);
  });

  it("another borrower's proposal reads as an unknown loan", async () => {
    const { loanId } = loans.other;
    expect((await propose(maker.token, loanId, { kind: 'payment_holiday', months: 1 })).statusCode).toBe(201);
    const stranger = await signIn(loans.flow);
    expect((await get(stranger, `/api/loan-applications/${loanId}/restructure`)).statusCode).toBe(404);
    expect((await answer(stranger, loanId, 'accept')).statusCode).toBe(404);
    expect((await answer(stranger, loanId, 'decline')).statusCode).toBe(404);
    // The owner declines; the plan in force stays.
    const declined = await answer(await signIn(loans.other), loanId, 'decline');
    expect(declined.json().data.status).toBe('declined');
    expect((await loanRow(loanId))?.scheduleRevision).toBeNull();
  });

  it('a payment holiday: 1 to 3 months, the instalments pushed back, no interest for the holiday', async () => {
    const { loanId } = loans.holiday;
    const tooLong = await propose(maker.token, loanId, { kind: 'payment_holiday', months: 4 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('A payment holiday is 1 to 3 months.');
    const proposed = await propose(maker.token, loanId, { kind: 'payment_holiday', months: 2 });
    expect(proposed.statusCode).toBe(201);
    const { plan, lines, keyFacts } = proposed.json().data;
    // The 5 instalments still to come, from 21 January pushed 2 months back to 21 March.
    expect(plan).toMatchObject({ count: 5, firstDueDate: '2027-03-21', lastDueDate: '2027-07-21' });
    expect(lines).toHaveLength(5);
    expect(keyFacts.join(' ')).toContain('no interest is charged for the holiday');
    // The proposer withdraws it.
    const withdrawn = await post(maker.token, `/api/admin/restructures/${proposed.json().data.id}/reject`);
    expect(withdrawn.json().data.status).toBe('cancelled');
  });
  it('two approvals at once: one lands, the other is refused', async () => {
    const { loanId } = loans.approvals;
    const id = (await propose(maker.token, loanId, { kind: 'longer_term', months: 2 })).json().data.id;
    expect((await answer(await signIn(loans.approvals), loanId, 'accept')).statusCode).toBe(200);
    const third = await signedInStaff(t, 'admin');
    const both = await Promise.all([approve(checker.token, id), approve(third.token, id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().error.code).toBe('RESTRUCTURE_DECIDED');
    const reschedules = await t.ctx.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'reschedule')));
    expect(reschedules).toHaveLength(1);
  });

  it('a payment settling while the approval runs: either order lands whole, the ledger exact', async () => {
    const { loanId } = loans.race;
    const id = (await propose(maker.token, loanId, { kind: 'payment_holiday', months: 1 })).json().data.id;
    const borrower = await signIn(loans.race);
    expect((await answer(borrower, loanId, 'accept')).statusCode).toBe(200);
    const paid = await pay(t, borrower, { loanId, amount: '50' });
    expect(paid.statusCode).toBe(201);
    clock.advance(DELAY_MS);
    const [, approval] = await Promise.all([
      t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: paid.json().data.id }),
      approve(checker.token, id),
    ]);
    const row = await proposalRow(id);
    const loan = await loanRow(loanId);
    if (approval.statusCode === 200) {
      // The approval went first: the payment was booked on the new plan.
      expect(row?.status).toBe('approved');
      expect(loan?.scheduleRevision).toEqual(row?.schedule);
    } else {
      expect(approval.statusCode).toBe(409);
      expect(row?.status).toBe('expired');
      expect(loan?.scheduleRevision).toBeNull();
    }
    const repayments = await t.ctx.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'repayment')));
    expect(repayments).toHaveLength(1);
  });
});
