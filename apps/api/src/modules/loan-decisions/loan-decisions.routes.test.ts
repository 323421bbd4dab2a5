import { emailMessages, type LoanApplication } from '@kwacha/db';
import { LOAN_STATUS_LABELS } from '@kwacha/shared/loans/loan-status-labels';
import { LOAN_STATUSES, type LoanStatus } from '@kwacha/shared/loans/loan-view';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  borrowerWithApplication,
  identifiedBorrower,
  latestEmail,
  signedInStaff,
  type verifiedBorrower,
} from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  auditOf,
  closeOpenLoans,
  insertLoanIn,
  loanRow,
  notificationsAbout,
} from './testing/decision-test-helpers';

// docs/product.md §12, written out here rather than read from the transition table, so that a wrong table
// fails this test.
const STAFF_MAY: Record<'in_review' | 'approved' | 'rejected', LoanStatus[]> = {
  in_review: ['pending'],
  approved: ['pending', 'in_review', 'approval_error'],
  rejected: ['pending', 'in_review', 'approval_error'],
};
const REMARKS = {
  in_review: 'Loan is under review.',
  approved: 'Loan was approved.',
  rejected: 'Loan was rejected after review.',
};
const label = (s: string) => s.replace(/_/g, ' ');

describe('PUT /api/loan-applications/admin/loan/:id/status', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  let borrower: Awaited<ReturnType<typeof verifiedBorrower>>;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
    admin = await signedInStaff(t, 'admin');
    borrower = await identifiedBorrower(t);
  });
  afterAll(() => t.close());

  const decide = (id: string, body: object, token: string | undefined = admin.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/loan-applications/admin/loan/${id}/status`,
      headers: token ? { 'x-auth-token': token } : {},
      payload: body,
    });

  const cases = (['in_review', 'approved', 'rejected'] as const).flatMap((to) =>
    LOAN_STATUSES.map((from) => [from, to] as const),
  );

  it.each(cases.filter(([from, to]) => STAFF_MAY[to].includes(from)))(
    'moves a loan from %s to %s, with its audit record and notification',
    async (from, to) => {
      await closeOpenLoans(t, borrower.userId);
      const loan = await insertLoanIn(t, borrower.userId, from);
      const res = await decide(loan.id, { status: to });

      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: `Loan status updated to ${LOAN_STATUS_LABELS[to]}.`,
        msg: `Loan status updated to ${LOAN_STATUS_LABELS[to]}.`,
        data: { id: loan.id, status: to, remarks: REMARKS[to] },
      });
      const row = await loanRow(t, loan.id);
      expect(row).toMatchObject({ status: to, remarks: REMARKS[to] });
      // Only a decision stamps decided_at (it measures time to decision).
      expect(row.decidedAt).toEqual(to === 'in_review' ? null : new Date('2026-11-21T10:00:00Z'));

      const audit = await auditOf(t, loan.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorId: admin.id,
        action: 'loan.status_changed',
        entityType: 'loan',
        entityId: loan.id,
        before: { status: from, remarks: null },
        after: { status: to, remarks: REMARKS[to] },
      });

      const notices = await notificationsAbout(t, loan.id);
      if (to === 'in_review') {
        expect(notices).toEqual([]);
      } else {
        expect(notices).toHaveLength(1);
        expect(notices[0]).toMatchObject({
          userId: borrower.userId,
          type: to === 'approved' ? 'loan_approved' : 'loan_rejected',
          readAt: null,
        });
        expect(notices[0]?.message).toBe(
          `Your loan application ${loan.id.slice(0, 8)} for K1,000.00 was ${to === 'approved' ? 'approved' : 'not approved'}.`,
        );
      }
    },
  );

  it.each(cases.filter(([from, to]) => !STAFF_MAY[to].includes(from)))(
    'refuses to move a loan from %s to %s with 409 and changes nothing',
    async (from, to) => {
      await closeOpenLoans(t, borrower.userId);
      const loan = await insertLoanIn(t, borrower.userId, from);
      const res = await decide(loan.id, { status: to, remarks: 'Trying anyway.' });

      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('ILLEGAL_TRANSITION');
      expect(res.json().message).toBe(
        from === to
          ? `This loan is already ${label(from)}.`
          : `This loan is already ${label(from)}; it cannot be moved to ${label(to)}.`,
      );
      const row = await loanRow(t, loan.id);
      expect(row).toEqual(loan satisfies LoanApplication);
      expect(await auditOf(t, loan.id)).toEqual([]);
      expect(await notificationsAbout(t, loan.id)).toEqual([]);
    },
  );

  it('says plainly why an approved loan cannot be rejected', async () => {
    const loan = await insertLoanIn(t, borrower.userId, 'approved');
    const res = await decide(loan.id, { status: 'rejected' });
    expect(res.json().message).toBe('This loan is already approved; it cannot be moved to rejected.');
  });

  it('keeps the remark staff write, and uses the standard remark when the box is left blank', async () => {
    await closeOpenLoans(t, borrower.userId);
    const loan = await insertLoanIn(t, borrower.userId, 'pending');
    const res = await decide(loan.id, { status: 'rejected', remarks: '  Income could not be verified.  ' });
    expect(res.json().data.remarks).toBe('Income could not be verified.');
    expect((await auditOf(t, loan.id))[0]?.after).toEqual({
      status: 'rejected',
      remarks: 'Income could not be verified.',
    });

    await closeOpenLoans(t, borrower.userId);
    const blank = await insertLoanIn(t, borrower.userId, 'pending');
    const blankRes = await decide(blank.id, { status: 'approved', remarks: '   ' });
    expect(blankRes.json().data.remarks).toBe('Loan was approved.');
  });

  it('e-mails the borrower on approval and on rejection, and not for in review', async () => {
    const approvedCase = await borrowerWithApplication(t, {}, { identityApproved: true });
    await decide(approvedCase.loanId, { status: 'in_review' });
    const before = await t.ctx.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, approvedCase.borrower.email));
    expect(before.map((e) => e.template)).toEqual(['verify-email', 'welcome']);

    await decide(approvedCase.loanId, { status: 'approved' });
    const approved = await latestEmail(t, approvedCase.borrower.email, 'loan-approved');
    expect(approved.subject).toBe('Your loan application was approved');
    expect(approved.status).toBe('queued');
    expect(approved.textBody).toContain(`application ${approvedCase.loanId.slice(0, 8)} for K1,000.00`);
    expect(approved.textBody).toContain('We will now send K950.00');
    expect(approved.textBody).toContain(`http://app.test/loan-details/${approvedCase.loanId}`);

    const rejectedCase = await borrowerWithApplication(t, {}, { identityApproved: true });
    await decide(rejectedCase.loanId, { status: 'rejected', remarks: 'Income could not be verified.' });
    const rejected = await latestEmail(t, rejectedCase.borrower.email, 'loan-rejected');
    expect(rejected.subject).toBe('Your loan application was not approved');
    expect(rejected.textBody).toContain('Remarks: Income could not be verified.');
  });

  it('lets a superuser decide too', async () => {
    const superuser = await signedInStaff(t, 'superuser');
    const { loanId } = await borrowerWithApplication(t, {}, { identityApproved: true });
    const res = await decide(loanId, { status: 'approved' }, superuser.token);
    expect(res.statusCode).toBe(200);
    expect((await auditOf(t, loanId))[0]?.actorId).toBe(superuser.id);
  });

  it('answers 403 to a borrower (even on their own loan) and 401 without a session', async () => {
    const { borrower: owner, loanId } = await borrowerWithApplication(t, {}, { identityApproved: true });
    const own = await decide(loanId, { status: 'approved' }, owner.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You do not have permission to perform this action.');
    const anonymous = await decide(loanId, { status: 'approved' }, '');
    expect(anonymous.statusCode).toBe(401);
    expect((await loanRow(t, loanId)).status).toBe('pending');
    expect(await auditOf(t, loanId)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed loan id', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-loan']) {
      const res = await decide(id, { status: 'approved' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Loan not found.');
    }
  });

  it.each([
    [{ status: 'approved', userId: '00000000-0000-0000-0000-000000000000' }, ''],
    [{ status: 'approved', decidedAt: '2020-01-01' }, ''],
    [{ status: 'disbursed' }, 'status'],
    [{ remarks: 'no status' }, 'status'],
    [{ status: 'approved', remarks: 'x'.repeat(501) }, 'remarks'],
  ])('refuses a bad body %j with 400', async (body, field) => {
    const { loanId } = await borrowerWithApplication(t, {}, { identityApproved: true });
    const res = await decide(loanId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    if (field) expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect((await loanRow(t, loanId)).status).toBe('pending');
  });

  it("names SPEC's choices when the status is not a staff decision", async () => {
    const { loanId } = await borrowerWithApplication(t, {}, { identityApproved: true });
    const res = await decide(loanId, { status: 'active' });
    expect(res.json().error.details[0].message).toBe('Choose in_review, approved or rejected.');
  });
});
