import { appSettings, loanApplications } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identifiedBorrower, latestEmail, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditOf, insertLoanIn, loanRow, notificationsAbout } from './testing/decision-test-helpers';

const application = (amount: number, productId = 'personal') => ({
  productId,
  amount,
  duration: 6,
  purpose: 'Stock for my shop',
  disbursementMethod: 'mobile_money',
  mobileMoneyProvider: 'airtel',
  mobileMoneyNumber: '0977123456',
  acceptKeyFacts: true,
});

describe('instant approval of new applications', () => {
  let t: TestApp;
  let superuser: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
    superuser = await signedInStaff(t, 'superuser');
  });
  afterAll(() => t.close());

  const setInstantApproval = async (enabled: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/instant-approval',
      headers: { 'x-auth-token': superuser.token },
      payload: { enabled, firstLoanLimit: 2000, growthPercent: 50, cap: 50000 },
    });
    expect(res.statusCode).toBe(200);
  };

  const apply = (token: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/apply',
      headers: { 'x-auth-token': token },
      payload: body,
    });

  describe('when off', () => {
    it('leaves a new application pending when no setting was ever saved', async () => {
      expect(await t.ctx.db.select().from(appSettings)).toEqual([]);
      const b = await identifiedBorrower(t);
      const res = await apply(b.token, application(1000));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.status).toBe('pending');
      expect(res.json().message).toBe('Your loan application has been submitted. We will review it shortly.');
      expect(await auditOf(t, res.json().data.id)).toEqual([]);
    });

    it('leaves it pending when a superuser turned it off', async () => {
      await setInstantApproval(false);
      const b = await identifiedBorrower(t);
      const res = await apply(b.token, application(1000));
      expect(res.json().data.status).toBe('pending');
    });
  });

  describe('when on', () => {
    beforeEach(() => setInstantApproval(true));

    it('approves a first loan of K2,000 at once, audited, with notification and e-mail', async () => {
      const b = await identifiedBorrower(t);
      const res = await apply(b.token, application(2000));

      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(
        'Your loan application has been approved. We will send the money within 24 hours.',
      );
      const loan = res.json().data;
      expect(loan).toMatchObject({ status: 'approved', remarks: 'Loan was approved.', amount: 2000 });
      expect((await loanRow(t, loan.id)).decidedAt).toEqual(new Date('2026-11-21T10:00:00Z'));
      const audit = await auditOf(t, loan.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorId: null,
        action: 'loan.instant_approved',
        before: { status: 'pending', remarks: null },
        after: { status: 'approved', remarks: 'Loan was approved.' },
      });
      const mine = (await notificationsAbout(t, loan.id)).filter((n) => n.userId === b.userId);
      expect(mine.map((n) => [n.type, n.message])).toEqual([
        ['loan_approved', `Your loan application ${loan.id.slice(0, 8)} for K2,000.00 was approved.`],
      ]);
      expect((await latestEmail(t, b.email, 'loan-approved')).subject).toBe(
        'Your loan application was approved',
      );
      // Staff still hear of the application.
      const staff = (await notificationsAbout(t, loan.id)).filter((n) => n.userId === superuser.id);
      expect(staff.map((n) => n.type)).toEqual(['new_loan_application']);
    });

    it('leaves a first loan above K2,000 pending for review', async () => {
      const b = await identifiedBorrower(t);
      const res = await apply(b.token, application(2000.01));
      expect(res.json().data.status).toBe('pending');
      expect(res.json().data.remarks).toBeNull();
      expect(await auditOf(t, res.json().data.id)).toEqual([]);
    });

    it('allows K3,000 after one loan repaid without being overdue, and not after an overdue one', async () => {
      const clean = await identifiedBorrower(t);
      await insertLoanIn(t, clean.userId, 'paid');
      // 2000 × 1.5 = 3000
      const above = await apply(clean.token, application(3000.01));
      expect(above.json().data.status).toBe('pending');
      await t.ctx.db
        .update(loanApplications)
        .set({ status: 'rejected' })
        .where(eq(loanApplications.id, above.json().data.id));
      const within = await apply(clean.token, application(3000));
      expect(within.json().data.status).toBe('approved');

      const late = await identifiedBorrower(t);
      await insertLoanIn(t, late.userId, 'paid', { everOverdue: true });
      const lateRes = await apply(late.token, application(3000));
      expect(lateRes.json().data.status).toBe('pending');
    });

    it("never goes above the product's maximum", async () => {
      const b = await identifiedBorrower(t);
      // 7 clean loans: 2000 × 1.5^7 = K34,171.87, above the Medical Loan maximum of K25,000.
      for (let i = 0; i < 7; i++) await insertLoanIn(t, b.userId, 'paid');
      const res = await apply(b.token, application(25000, 'medical'));
      expect(res.json().data.status).toBe('approved');

      const other = await identifiedBorrower(t);
      // 6 clean loans: 2000 × 1.5^6 = K22,781.25.
      for (let i = 0; i < 6; i++) await insertLoanIn(t, other.userId, 'paid');
      expect((await apply(other.token, application(22781.26, 'medical'))).json().data.status).toBe('pending');
    });

    it('parks the application in approval_error when the rules cannot run, for staff to decide', async () => {
      // A stored setting this version cannot read: the rules cannot tell whether they may approve.
      await t.ctx.db.update(appSettings).set({ value: { enabled: 'yes' } });
      const b = await identifiedBorrower(t);
      const res = await apply(b.token, application(1000));

      expect(res.statusCode).toBe(201);
      expect(res.json().data.status).toBe('approval_error');
      expect(res.json().message).toBe('Your loan application has been submitted. We will review it shortly.');
      const [audit] = await auditOf(t, res.json().data.id);
      expect(audit).toMatchObject({
        actorId: null,
        action: 'loan.instant_approval_failed',
        before: { status: 'pending', remarks: null },
        after: { status: 'approval_error', reason: 'app_settings.instant_approval holds an invalid value' },
      });

      // Waiting for staff counts as an open application.
      expect((await apply(b.token, application(500))).statusCode).toBe(409);

      const admin = await signedInStaff(t, 'admin');
      const decided = await t.app.inject({
        method: 'PUT',
        url: `/api/loan-applications/admin/loan/${res.json().data.id}/status`,
        headers: { 'x-auth-token': admin.token },
        payload: { status: 'approved' },
      });
      expect(decided.statusCode).toBe(200);
    });
  });
});
