import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, latestEmail, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditOf, loanRow, notificationsAbout } from './testing/decision-test-helpers';

const REASON = 'Your payslip does not show enough income for this amount. A smaller loan may be possible.';

/** docs/product.md §12.2: an optional reason when rejecting, beside SPEC's remark, which stays. */
describe('a rejection with a reason', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
    admin = await signedInStaff(t, 'admin');
  });
  afterAll(() => t.close());

  const decide = (id: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/loan-applications/admin/loan/${id}/status`,
      headers: { 'x-auth-token': admin.token },
      payload: body,
    });

  it('is stored and audited, and the borrower reads it on the loan, in the e-mail and in the bell', async () => {
    const { borrower, loanId } = await borrowerWithApplication(t);
    const res = await decide(loanId, {
      status: 'rejected',
      remarks: 'Loan was rejected after review.',
      reason: `  ${REASON}  `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Loan status updated to Rejected.');

    expect(await loanRow(t, loanId)).toMatchObject({
      status: 'rejected',
      remarks: 'Loan was rejected after review.',
      rejectionReason: REASON,
    });
    const [audit] = (await auditOf(t, loanId)).filter((a) => a.action === 'loan.status_changed');
    expect(audit?.after).toEqual({
      status: 'rejected',
      remarks: 'Loan was rejected after review.',
      reason: REASON,
    });

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${loanId}`,
      headers: { 'x-auth-token': borrower.token },
    });
    expect(view.json().data).toMatchObject({
      remarks: 'Loan was rejected after review.',
      rejectionReason: REASON,
    });

    const email = await latestEmail(t, borrower.email, 'loan-rejected');
    expect(email.textBody).toContain('Remarks: Loan was rejected after review.');
    expect(email.textBody).toContain(`Reason: ${REASON}`);

    const notes = await notificationsAbout(t, loanId);
    expect(notes.map((n) => n.message)).toContainEqual(
      `Your loan application ${loanId.slice(0, 8)} for K1,000.00 was not approved: Your payslip does not show enough income for this amount. A smaller loan may be possible.`,
    );
  });

  it('is optional: without one (or a blank one) nothing is kept and the texts are as before', async () => {
    const { borrower, loanId } = await borrowerWithApplication(t);
    const res = await decide(loanId, {
      status: 'rejected',
      remarks: 'Loan was rejected after review.',
      reason: '  ',
    });
    expect(res.statusCode).toBe(200);
    expect((await loanRow(t, loanId)).rejectionReason).toBeNull();
    expect((await latestEmail(t, borrower.email, 'loan-rejected')).textBody).not.toContain('Reason:');
    expect((await notificationsAbout(t, loanId)).map((n) => n.message)).toContainEqual(
      `Your loan application ${loanId.slice(0, 8)} for K1,000.00 was not approved.`,
    );
  });

  it('is refused with any other decision, and when longer than 500 characters', async () => {
    const { loanId } = await borrowerWithApplication(t);
    const approving = await decide(loanId, { status: 'approved', reason: 'Good history.' });
    expect(approving.statusCode).toBe(400);
    expect(approving.json()).toMatchObject({
      message: 'A reason is given only when rejecting a loan.',
      error: { code: 'VALIDATION_ERROR', details: [{ field: 'reason' }] },
    });
    const long = await decide(loanId, { status: 'rejected', reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Please keep the reason to 500 characters.');
    expect((await loanRow(t, loanId)).status).toBe('pending');
  });
});
