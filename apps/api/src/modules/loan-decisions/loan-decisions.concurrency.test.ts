import { emailMessages } from '@kwacha/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { moveLoan } from '../loans/loan-moves';
import { auditOf, loanRow, notificationsAbout } from './testing/decision-test-helpers';

// Real concurrency on PostgreSQL (TEST_DATABASE_URL); PGlite runs one statement at a time, where the test
// still checks that the losers see the winner's decision.
describe('two staff deciding the same loan at once', () => {
  let t: TestApp;
  let ada: Awaited<ReturnType<typeof signedInStaff>>;
  let sam: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    [ada, sam] = [await signedInStaff(t, 'admin'), await signedInStaff(t, 'superuser')];
  });
  afterAll(() => t.close());

  const decide = (id: string, status: string, token: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/loan-applications/admin/loan/${id}/status`,
      headers: { 'x-auth-token': token },
      payload: { status },
    });

  const decisionEmailsTo = (to: string) =>
    t.ctx.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, to), like(emailMessages.template, 'loan-%')));

  it('approve against reject: exactly one wins, the other gets 409, one audit record', async () => {
    const { borrower, loanId } = await borrowerWithApplication(t, {}, { identityApproved: true });
    const [approve, reject] = await Promise.all([
      decide(loanId, 'approved', ada.token),
      decide(loanId, 'rejected', sam.token),
    ]);

    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const winner = approve.statusCode === 200 ? 'approved' : 'rejected';
    const loser = approve.statusCode === 200 ? reject : approve;
    expect(loser.json().message).toBe(
      `This loan is already ${winner}; it cannot be moved to ${winner === 'approved' ? 'rejected' : 'approved'}.`,
    );
    expect((await loanRow(t, loanId)).status).toBe(winner);
    const audit = await auditOf(t, loanId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toEqual({ status: 'pending', remarks: null });
    const borrowerNotices = (await notificationsAbout(t, loanId)).filter((n) => n.userId === borrower.userId);
    expect(borrowerNotices.map((n) => n.type)).toEqual([
      winner === 'approved' ? 'loan_approved' : 'loan_rejected',
    ]);
    expect((await decisionEmailsTo(borrower.email)).map((e) => e.template)).toEqual([`loan-${winner}`]);
  });

  it('ten approvals at once: one 200, nine 409, one audit record, one notification, one e-mail', async () => {
    const { borrower, loanId } = await borrowerWithApplication(t, {}, { identityApproved: true });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => decide(loanId, 'approved', i % 2 ? ada.token : sam.token)),
    );

    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.json().message).toBe('This loan is already approved.');
    expect(await auditOf(t, loanId)).toHaveLength(1);
    const borrowerNotices = (await notificationsAbout(t, loanId)).filter((n) => n.userId === borrower.userId);
    expect(borrowerNotices).toHaveLength(1);
    expect(await decisionEmailsTo(borrower.email)).toHaveLength(1);
  });

  it('records in the audit the state its move replaced, even when another move committed while it waited', async () => {
    const { loanId } = await borrowerWithApplication(t, {}, { identityApproved: true });
    let approval: ReturnType<typeof decide> | undefined;
    // Someone opens the loan for review and holds the row while the approval arrives and waits on it.
    await t.ctx.db.transaction(async (tx) => {
      await moveLoan(tx, { loanId, to: 'in_review', by: 'staff', at: new Date() });
      approval = decide(loanId, 'approved', ada.token);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const res = await approval;
    expect(res?.statusCode).toBe(200);
    const [audit] = await auditOf(t, loanId);
    expect(audit?.before).toEqual({ status: 'in_review', remarks: null });
  });
});
