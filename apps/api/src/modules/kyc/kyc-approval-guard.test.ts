import { auditEvents, loanApplications, notifications } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, signedInStaff, type verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { cameraJpeg } from './testing/kyc-images';
import { call, uploadPhoto } from './testing/kyc-requests';

type Borrower = Awaited<ReturnType<typeof verifiedBorrower>>;

const NOT_APPROVED = {
  code: 'KYC_NOT_APPROVED',
  message:
    "This borrower's identity documents are not approved yet. Approve them in Identity checks before approving the loan.",
};

describe('approval waits for approved identity documents (docs/product.md §20.5, decision 027)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  let superuser: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
    admin = await signedInStaff(t, 'admin');
    superuser = await signedInStaff(t, 'superuser');
  });
  afterAll(() => t.close());

  const decide = (loanId: string, status: string) =>
    call(t, admin.token, 'PUT', `/api/loan-applications/admin/loan/${loanId}/status`, { status });
  const loanOf = async (loanId: string) =>
    (await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loanId)))[0];
  const auditsOf = (loanId: string) =>
    t.ctx.db.select().from(auditEvents).where(eq(auditEvents.loanId, loanId));

  /** The borrower's real path: three photos, submitted; staff approve them through the route. */
  async function submitDocuments(borrower: Borrower) {
    for (const kind of ['nrc_front', 'nrc_back', 'selfie']) {
      const res = await uploadPhoto(t, borrower.token, kind, await cameraJpeg({ width: 200, height: 150 }));
      expect(res.statusCode).toBe(200);
    }
    expect((await call(t, borrower.token, 'POST', '/api/kyc/submit')).statusCode).toBe(200);
  }
  const approveDocuments = (borrower: Borrower) =>
    call(t, admin.token, 'POST', `/api/admin/kyc/${borrower.userId}/approve`);

  const setting = (path: string, payload: Record<string, unknown>) =>
    call(t, superuser.token, 'PUT', `/api/admin/settings/${path}`, payload);
  const instantApproval = (enabled: boolean) =>
    setting('instant-approval', { enabled, firstLoanLimit: 2000, growthPercent: 50, cap: 50000 });

  it('refuses staff approval before the documents are approved, and changes nothing', async () => {
    const { borrower, loanId } = await borrowerWithApplication(t);
    expect((await decide(loanId, 'in_review')).statusCode).toBe(200);
    const res = await decide(loanId, 'approved');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual(NOT_APPROVED);
    expect(await loanOf(loanId)).toMatchObject({ status: 'in_review', decidedAt: null });
    expect((await auditsOf(loanId)).map((a) => a.after)).toEqual([
      expect.objectContaining({ status: 'in_review' }),
    ]);
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.loanId, loanId), eq(notifications.userId, borrower.userId)));
    expect(told.filter((n) => n.type === 'loan_approved')).toEqual([]);

    // Submitted is not enough; approved is. Rejecting never needed documents.
    await submitDocuments(borrower);
    expect((await decide(loanId, 'approved')).statusCode).toBe(409);
    expect((await approveDocuments(borrower)).statusCode).toBe(200);
    const approved = await decide(loanId, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('approved');

    const other = await borrowerWithApplication(t);
    expect((await decide(other.loanId, 'rejected')).statusCode).toBe(200);
  });

  it('instant approval leaves the application pending, and approving the documents approves it then', async () => {
    expect((await instantApproval(true)).statusCode).toBe(200);
    const { borrower, loanId } = await borrowerWithApplication(t, {}, { amount: 1000 });
    expect(await loanOf(loanId)).toMatchObject({ status: 'pending' });

    await submitDocuments(borrower);
    expect(await loanOf(loanId)).toMatchObject({ status: 'pending' });
    const res = await approveDocuments(borrower);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The identity documents were approved. The borrower has been told.');
    expect(await loanOf(loanId)).toMatchObject({ status: 'approved', decidedByRules: true });
    expect((await auditsOf(loanId)).map((a) => a.action)).toEqual(['loan.instant_approved']);
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.loanId, loanId));
    expect(told.map((n) => n.type)).toContain('loan_approved');
  });

  it('leaves a waiting application above the limit pending for staff after the documents are approved', async () => {
    expect((await instantApproval(true)).statusCode).toBe(200);
    const { borrower, loanId } = await borrowerWithApplication(t, {}, { amount: 5000 });
    await submitDocuments(borrower);
    expect((await approveDocuments(borrower)).statusCode).toBe(200);
    expect(await loanOf(loanId)).toMatchObject({ status: 'pending' });
    expect(await auditsOf(loanId)).toEqual([]);
  });

  it('with instant approval off, approving the documents leaves the application for staff', async () => {
    expect((await instantApproval(false)).statusCode).toBe(200);
    const { borrower, loanId } = await borrowerWithApplication(t, {}, { amount: 1000 });
    await submitDocuments(borrower);
    expect((await approveDocuments(borrower)).statusCode).toBe(200);
    expect(await loanOf(loanId)).toMatchObject({ status: 'pending' });
  });

  it('with the setting switched off, staff and instant approval approve without documents', async () => {
    expect((await setting('identity-checks', { requiredBeforeDisbursement: false })).statusCode).toBe(200);
    try {
      const manual = await borrowerWithApplication(t);
      expect((await decide(manual.loanId, 'approved')).statusCode).toBe(200);
      expect((await instantApproval(true)).statusCode).toBe(200);
      const instant = await borrowerWithApplication(t, {}, { amount: 1000 });
      expect(await loanOf(instant.loanId)).toMatchObject({ status: 'approved' });
    } finally {
      await setting('identity-checks', { requiredBeforeDisbursement: true });
      await instantApproval(false);
    }
  });
});
