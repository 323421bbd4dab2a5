import { auditEvents, emailMessages, journalEntries, loanApplications, users, writeOffs } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { testClock } from '../payments/testing/payment-test-helpers';
import { runDailyServicing } from '../servicing/servicing.service';
import { refreshStatistics } from '../statistics/statistics-refresh.service';
import { DELAY_MS, loanPaidOutOn, lusakaMorning, positionOf, repay } from './testing/overdue-loans';

// Instalment 1 of each loan (paid out 21 November 2026) falls due on 21 December 2026: on 5 January 2027
// it is 15 days past due; on 1 July 2027, 10 (December) + 181 (January to June) + 1 = 192 days.
const EARLY = '2027-01-05';
const LATE = '2027-07-01';

type Loan = { loanId: string; borrower: { userId: string; email: string; password: string } };

describe('write-off and recovery (docs/product.md §23.6)', () => {
  let t: TestApp;
  const clock = testClock();
  const names = ['approved', 'self', 'own', 'ownApproval', 'race', 'rejected'] as const;
  const loans = {} as Record<(typeof names)[number], Loan>;

  const post = (token: string, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-auth-token': token }, payload });
  const propose = (token: string, loanId: string, reason = 'No payment for six months; unreachable.') =>
    post(token, `/api/admin/loans/${loanId}/write-off`, { reason });
  const approve = (token: string, id: string) => post(token, `/api/admin/write-offs/${id}/approve`);
  const reject = (token: string, id: string, reason?: string) =>
    post(token, `/api/admin/write-offs/${id}/reject`, reason === undefined ? {} : { reason });
  const get = async (token: string, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };
  const statusOf = async (loanId: string) =>
    (await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId)))[0]?.status;
  const auditOf = async (loanId: string) =>
    (await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.loanId, loanId))).map((e) => e.action);
  const emailsTo = async (email: string) =>
    (await t.ctx.db.select().from(emailMessages).where(eq(emailMessages.toAddress, email))).length;
  const entriesOf = (loanId: string, kind: 'write_off' | 'recovery') =>
    t.ctx.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, kind)));
  const promote = (userId: string, role: 'admin' | 'superuser') =>
    t.ctx.db.update(users).set({ role }).where(eq(users.id, userId));

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    for (const name of names) {
      const loan = await loanPaidOutOn(t, clock, '2026-11-21');
      loans[name] = { loanId: loan.loanId, borrower: loan.borrower };
    }
    clock.set(lusakaMorning(EARLY));
    await runDailyServicing(t.ctx);
  }, 120_000);
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('refuses a loan fewer days past due than the threshold, with the rule in the message', async () => {
    const admin = await signedInStaff(t, 'admin');
    const res = await propose(admin.token, loans.approved.loanId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      error: {
        code: 'WRITE_OFF_TOO_EARLY',
        message: 'A loan can be proposed for write-off from 180 days past due; this one is 15 days past due.',
      },
    });
    const state = await get(admin.token, `/api/admin/loans/${loans.approved.loanId}/write-off`);
    expect(state).toMatchObject({ daysPastDue: 15, writeOffDays: 180, canPropose: false, proposals: [] });
    expect(await t.ctx.db.select().from(writeOffs)).toEqual([]);

    const blank = await propose(admin.token, loans.approved.loanId, '   ');
    expect(blank.statusCode).toBe(400);
    const unknown = await propose(admin.token, '00000000-0000-4000-8000-000000000001');
    expect(unknown.statusCode).toBe(404);
  });

  describe('past the threshold', () => {
    beforeAll(async () => {
      clock.set(lusakaMorning(LATE));
      await runDailyServicing(t.ctx);
    }, 120_000);

    it('is proposed by an admin and approved by a superuser: the books show the loss, the borrower still owes', async () => {
      const { loanId, borrower } = loans.approved;
      const admin = await signedInStaff(t, 'admin');
      const superuser = await signedInStaff(t, 'superuser');
      const before = await get(admin.token, `/api/loan-applications/admin/${loanId}`);
      expect(before.outstandingBalance).toBeGreaterThan(0);

      const proposed = await propose(admin.token, loanId);
      expect(proposed.statusCode).toBe(201);
      expect(proposed.json()).toMatchObject({
        success: true,
        message: 'The write-off is proposed. A superuser who did not propose it must approve it.',
        data: { loanId, status: 'pending', daysPastDue: 192, amount: null, decidedBy: null },
      });
      const id = proposed.json().data.id as string;

      const again = await propose(superuser.token, loanId);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'WRITE_OFF_PENDING',
        message: 'A write-off is already proposed for this loan.',
      });
      // Only a superuser approves.
      expect((await approve(admin.token, id)).statusCode).toBe(403);

      const emailsBefore = await emailsTo(borrower.email);
      const approved = await approve(superuser.token, id);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        message: 'The loan is written off. The borrower still owes the balance.',
        data: { id, status: 'approved', amount: before.outstandingBalance },
      });
      expect(await statusOf(loanId)).toBe('written_off');

      // The borrower's balance is unchanged; the lender's books carry it at zero.
      const after = await get(admin.token, `/api/loan-applications/admin/${loanId}`);
      expect(after.outstandingBalance).toBe(before.outstandingBalance);
      // Staff read the true status on the loan's page; only its borrower reads it as overdue.
      expect(after.status).toBe('written_off');
      const state = await get(admin.token, `/api/admin/loans/${loanId}/write-off`);
      expect(state).toMatchObject({
        canPropose: false,
        writtenOff: before.outstandingBalance,
        recovered: 0,
      });
      expect(state.proposals).toHaveLength(1);
      expect(await entriesOf(loanId, 'write_off')).toHaveLength(1);

      // Not the borrower's business: they are told nothing and see their loan as overdue, owing the same.
      expect(await emailsTo(borrower.email)).toBe(emailsBefore);
      const token = await loginToken(t, borrower.email, borrower.password);
      const own = await get(token, `/api/loan-applications/${loanId}`);
      expect(own).toMatchObject({ status: 'overdue', outstandingBalance: before.outstandingBalance });

      expect(await auditOf(loanId)).toEqual(
        expect.arrayContaining(['collections.write_off_proposed', 'collections.write_off_approved']),
      );
      // A written-off loan is no longer worked: it leaves the collections queue.
      const queue = await get(admin.token, '/api/admin/collections?limit=100');
      expect(queue.items.map((r: { loanId: string }) => r.loanId)).not.toContain(loanId);
    });

    it('never lets the proposer decide, and a rejection is audited', async () => {
      const { loanId } = loans.self;
      const superuser = await signedInStaff(t, 'superuser');
      const proposed = await propose(superuser.token, loanId);
      expect(proposed.statusCode).toBe(201);
      const id = proposed.json().data.id as string;
      for (const decide of [approve(superuser.token, id), reject(superuser.token, id)]) {
        const res = await decide;
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toEqual({
          code: 'WRITE_OFF_SELF_APPROVAL',
          message: 'You proposed this write-off: another superuser must approve or reject it.',
        });
      }
      expect(await statusOf(loanId)).toBe('overdue');

      const other = await signedInStaff(t, 'superuser');
      const rejected = await reject(other.token, id, 'Payment plan agreed instead.');
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().data).toMatchObject({
        status: 'rejected',
        decisionNote: 'Payment plan agreed instead.',
      });
      const late = await approve(other.token, id);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('WRITE_OFF_DECIDED');
      expect(await statusOf(loanId)).toBe('overdue');
      expect(await auditOf(loanId)).toContain('collections.write_off_rejected');
      // Rejected: it may be proposed again.
      const state = await get(other.token, `/api/admin/loans/${loanId}/write-off`);
      expect(state.canPropose).toBe(true);
    });

    it('refuses staff proposing or approving a write-off of their own loan', async () => {
      const own = loans.own;
      await promote(own.borrower.userId, 'admin');
      const ownToken = await loginToken(t, own.borrower.email, own.borrower.password);
      const res = await propose(ownToken, own.loanId);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('OWN_LOAN_FORBIDDEN');

      const { loanId, borrower } = loans.ownApproval;
      const admin = await signedInStaff(t, 'admin');
      const id = (await propose(admin.token, loanId)).json().data.id as string;
      await promote(borrower.userId, 'superuser');
      const approval = await approve(await loginToken(t, borrower.email, borrower.password), id);
      expect(approval.statusCode).toBe(403);
      expect(approval.json().error.code).toBe('OWN_LOAN_FORBIDDEN');
      expect(await statusOf(loanId)).toBe('overdue');
      expect(await entriesOf(loanId, 'write_off')).toEqual([]);
    });

    it('lands exactly one of two approvals made at once', async () => {
      const { loanId } = loans.race;
      const admin = await signedInStaff(t, 'admin');
      const id = (await propose(admin.token, loanId)).json().data.id as string;
      const [a, b] = await Promise.all([signedInStaff(t, 'superuser'), signedInStaff(t, 'superuser')]);
      const answers = await Promise.all([approve(a.token, id), approve(b.token, id)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json().error.code).toBe('WRITE_OFF_DECIDED');
      expect(await entriesOf(loanId, 'write_off')).toHaveLength(1);
      expect(await statusOf(loanId)).toBe('written_off');
    });

    it('books payments after write-off as recoveries, and a recovery that clears the loan pays it', async () => {
      const { loanId, borrower } = loans.approved;
      const admin = await signedInStaff(t, 'admin');
      const { outstandingBalance: owed } = await get(admin.token, `/api/loan-applications/admin/${loanId}`);
      await repay(t, clock, borrower, loanId, '100');
      const [recovery] = await entriesOf(loanId, 'recovery');
      expect(recovery?.memo).toContain('K100.00');
      const part = await get(admin.token, `/api/admin/loans/${loanId}/write-off`);
      // owed − 100 still written off; 100 came back.
      expect(part).toMatchObject({ recovered: 100, writtenOff: Math.round((owed - 100) * 100) / 100 });
      expect(await statusOf(loanId)).toBe('written_off');

      const rest = Math.round((owed - 100) * 100) / 100;
      await repay(t, clock, borrower, loanId, rest.toFixed(2));
      expect(await entriesOf(loanId, 'recovery')).toHaveLength(2);
      expect(await statusOf(loanId)).toBe('paid');
      const cleared = await get(admin.token, `/api/admin/loans/${loanId}/write-off`);
      expect(cleared).toMatchObject({ recovered: owed, writtenOff: 0 });
      expect(await auditOf(loanId)).toContain('loan.recovered');
    });

    it('shows what was written off and recovered in the month on Reports & Statistics', async () => {
      const approved = await t.ctx.db.select().from(writeOffs).where(eq(writeOffs.status, 'approved'));
      const total = approved.reduce((sum, w) => sum + (w.amount ?? 0), 0);
      const recovered = approved.find((w) => w.loanId === loans.approved.loanId)?.amount ?? 0;
      await refreshStatistics(t.ctx);
      const admin = await signedInStaff(t, 'admin');
      const stats = await get(admin.token, `/api/admin/statistics?period=custom&from=${LATE}&to=${LATE}`);
      // Two loans written off (approved, race); the first fully recovered since.
      expect(approved).toHaveLength(2);
      expect(stats.months).toEqual([
        expect.objectContaining({
          month: '2027-07',
          writtenOffAmount: ngweeToKwacha(total),
          recoveredAmount: ngweeToKwacha(recovered),
        }),
      ]);
      // The book leaves the written-off loan out: self, own, ownApproval and rejected owe, all 90+ days late.
      expect(stats.portfolio.activeLoans).toBe(4);
      expect(stats.risk.ageing.find((a: { bucket: string }) => a.bucket === '90+')?.count).toBe(4);
    });

    it('leaves written-off loans out of the daily servicing', async () => {
      const written = loans.race.loanId;
      const worked = loans.self.loanId;
      expect((await positionOf(t, written))?.agedOn).toBe(LATE);
      clock.set(lusakaMorning('2027-07-02'));
      await runDailyServicing(t.ctx);
      expect((await positionOf(t, worked))?.agedOn).toBe('2027-07-02');
      // Not aged, no fee, no reminder: the written-off loan was not serviced.
      expect((await positionOf(t, written))?.agedOn).toBe(LATE);
    });
  });
});
