import {
  auditEvents,
  consentEvents,
  creditChecks,
  creditReports,
  journalLines,
  loanApplications,
} from '@kwacha/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identifiedBorrower, latestEmail, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runApplicationCheck } from './credit-check.service';
import { httpBureau } from './http-bureau';
import { applyAs, bureauApplication, nrcIn } from './testing/credit-check-fixtures';
import { STANDIN_BUREAU_API_KEY, type StandinBureau, startStandinBureau } from './testing/standin-bureau';

const TIMEOUT_MS = 400;

describe('the credit check at application (docs/product.md §25)', () => {
  let t: TestApp;
  let bureau: StandinBureau;
  let superuser: Awaited<ReturnType<typeof signedInStaff>>;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;

  beforeAll(async () => {
    bureau = await startStandinBureau();
    t = await createTestApp({
      now: () => new Date('2026-12-03T10:00:00Z'),
      config: {
        creditBureau: {
          mode: 'standin',
          url: bureau.url,
          apiKey: STANDIN_BUREAU_API_KEY,
          timeoutMs: TIMEOUT_MS,
        },
      },
    });
    superuser = await signedInStaff(t, 'superuser');
    admin = await signedInStaff(t, 'admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/instant-approval',
      headers: { 'x-auth-token': superuser.token },
      payload: { enabled: true, firstLoanLimit: 2000, growthPercent: 50, cap: 50000 },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await bureau.close();
  });

  const settings = (over: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/products/personal/credit-check',
      headers: { 'x-auth-token': superuser.token },
      payload: {
        checkMandatory: false,
        onFailure: 'hold',
        freshDays: 30,
        maxArrearsDaysElsewhere: 30,
        minScore: null,
        maxTotalInstalments: null,
        ...over,
      },
    });
  beforeEach(async () => {
    expect((await settings()).statusCode).toBe(200);
  });

  const borrowerIn = (district: string) => identifiedBorrower(t, { nrcNumber: nrcIn(district) });
  const checkOf = async (loanId: string) =>
    (await t.ctx.db.select().from(creditChecks).where(eq(creditChecks.loanId, loanId)))[0];
  const reportsOf = (userId: string) =>
    t.ctx.db.select().from(creditReports).where(eq(creditReports.userId, userId));
  const view = (loanId: string, token = admin.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/loans/${loanId}/credit-report`,
      headers: { 'x-auth-token': token },
    });

  describe('consent', () => {
    it('refuses an application without consent when the product makes the check mandatory (400)', async () => {
      expect((await settings({ checkMandatory: true })).statusCode).toBe(200);
      const b = await borrowerIn('10');
      const res = await applyAs(t, b.token, bureauApplication({ creditBureauConsent: false }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'This loan needs a credit bureau check. Please tick the box that lets us check your credit record.',
      );
      // An old client that sends no box at all counts as no consent.
      const old = await applyAs(t, b.token, bureauApplication({ creditBureauConsent: undefined }));
      expect(old.statusCode).toBe(400);
      expect(
        await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.userId, b.userId)),
      ).toEqual([]);
    });

    it('records the consent with the application: wording, loan, address and browser', async () => {
      const b = await borrowerIn('10');
      const res = await applyAs(t, b.token, bureauApplication(), 'Mozilla/5.0 (Linux; Android 14)');
      expect(res.statusCode).toBe(201);
      const loanId = res.json().data.id;
      const [consent] = await t.ctx.db
        .select()
        .from(consentEvents)
        .where(and(eq(consentEvents.loanId, loanId), eq(consentEvents.purpose, 'credit_bureau')));
      expect(consent).toMatchObject({
        userId: b.userId,
        granted: true,
        wordingVersion: 'credit-bureau-2026-12',
        source: 'application',
        userAgent: 'Mozilla/5.0 (Linux; Android 14)',
      });
      expect(consent?.ipAddress).toBeTruthy();
    });

    it('records the Bemba wording when the form showed it, and refuses an unknown wording (400)', async () => {
      const b = await borrowerIn('10');
      const bad = await applyAs(t, b.token, bureauApplication({ creditBureauWordingVersion: 'made-up' }));
      expect(bad.statusCode).toBe(400);
      const res = await applyAs(
        t,
        b.token,
        bureauApplication({ creditBureauWordingVersion: 'credit-bureau-2026-12-bem' }),
      );
      const [consent] = await t.ctx.db
        .select()
        .from(consentEvents)
        .where(eq(consentEvents.loanId, res.json().data.id));
      expect(consent?.wordingVersion).toBe('credit-bureau-2026-12-bem');
    });

    it('without consent on an optional check: no enquiry, no consent record, the rules go on', async () => {
      const before = bureau.requestsReceived();
      const b = await borrowerIn('40');
      const res = await applyAs(t, b.token, bureauApplication({ creditBureauConsent: false }));
      expect(res.json().data.status).toBe('approved');
      expect(bureau.requestsReceived()).toBe(before);
      expect(await checkOf(res.json().data.id)).toMatchObject({ status: 'no_consent', ruleEffect: null });
      expect(
        await t.ctx.db.select().from(consentEvents).where(eq(consentEvents.loanId, res.json().data.id)),
      ).toEqual([]);
    });
  });

  describe('bureau answers', () => {
    it('found, clean: the report is stored and the loan approved at once', async () => {
      const b = await borrowerIn('10');
      const res = await applyAs(t, b.token, bureauApplication());
      expect(res.json().data.status).toBe('approved');
      const check = await checkOf(res.json().data.id);
      expect(check).toMatchObject({ status: 'used', reused: false, ruleEffect: null, ruleReasons: [] });
      const [report] = await reportsOf(b.userId);
      expect(report).toMatchObject({ outcome: 'found', bureau: 'standin', failureReason: null });
      expect(report?.bureauReference).toMatch(/^SB-/);
    });

    it('not found and thin file: stored as such, and no rule stops the approval', async () => {
      for (const [district, outcome] of [
        ['20', 'not_found'],
        ['30', 'thin_file'],
      ] as const) {
        const b = await borrowerIn(district);
        const res = await applyAs(t, b.token, bureauApplication());
        expect(res.json().data.status).toBe('approved');
        expect((await reportsOf(b.userId))[0]?.outcome).toBe(outcome);
      }
    });

    it('arrears over 30 days elsewhere: no automatic approval, pending for staff, not rejected', async () => {
      const b = await borrowerIn('40');
      const res = await applyAs(t, b.token, bureauApplication());
      expect(res.json().data.status).toBe('pending');
      expect(await checkOf(res.json().data.id)).toMatchObject({
        ruleEffect: 'no_auto_approval',
        ruleReasons: ['arrears_elsewhere'],
      });
      // With the limit at 90 days, 60 days elsewhere no longer stops it.
      expect((await settings({ maxArrearsDaysElsewhere: 90, freshDays: 0 })).statusCode).toBe(200);
      const other = await borrowerIn('40');
      expect((await applyAs(t, other.token, bureauApplication())).json().data.status).toBe('approved');
    });

    it('a score below the minimum sends it to staff review', async () => {
      await settings({ minScore: 500 });
      const b = await borrowerIn('50');
      const res = await applyAs(t, b.token, bureauApplication());
      expect(res.json().data.status).toBe('pending');
      expect(await checkOf(res.json().data.id)).toMatchObject({
        ruleEffect: 'staff_review',
        ruleReasons: ['low_score'],
      });
    });

    it('other instalments plus this one over the ceiling sends it to staff review', async () => {
      // K2,500 + K2,000 elsewhere + this loan's instalment (K1,000 over 3 months, about K352) > K4,800.
      await settings({ maxTotalInstalments: 480_000 });
      const b = await borrowerIn('60');
      const res = await applyAs(t, b.token, bureauApplication());
      expect(res.json().data.status).toBe('pending');
      expect(await checkOf(res.json().data.id)).toMatchObject({ ruleReasons: ['instalment_ceiling'] });
      // Under a K5,000 ceiling it passes: 4,500 + 352 = 4,852.
      await settings({ maxTotalInstalments: 500_000 });
      const other = await borrowerIn('60');
      expect((await applyAs(t, other.token, bureauApplication())).json().data.status).toBe('approved');
    });
  });

  describe('bureau faults', () => {
    it('a bureau that hangs: the apply answers within the timeout and holds the loan for staff', async () => {
      const b = await borrowerIn('91');
      const started = Date.now();
      const res = await applyAs(t, b.token, bureauApplication());
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.status).toBe('pending');
      expect(await checkOf(res.json().data.id)).toMatchObject({
        status: 'bureau_unavailable',
        ruleEffect: 'staff_review',
        ruleReasons: ['bureau_unavailable'],
      });
      expect(await reportsOf(b.userId)).toMatchObject([
        { outcome: 'failed', failureReason: 'timeout', body: null },
      ]);
    });

    it('a 5xx with onFailure=proceed: the rules go on without a report', async () => {
      await settings({ onFailure: 'proceed' });
      const b = await borrowerIn('92');
      const res = await applyAs(t, b.token, bureauApplication());
      expect(res.json().data.status).toBe('approved');
      expect(await checkOf(res.json().data.id)).toMatchObject({
        status: 'bureau_unavailable',
        ruleEffect: null,
      });
      expect((await reportsOf(b.userId))[0]).toMatchObject({ failureReason: 'unavailable' });
    });

    it('a 5xx with onFailure=hold: held for staff, who read "bureau unavailable"', async () => {
      const b = await borrowerIn('92');
      const res = await applyAs(t, b.token, bureauApplication());
      expect(res.json().data.status).toBe('pending');
      const seen = (await view(res.json().data.id)).json().data;
      expect(seen).toMatchObject({
        status: 'bureau_unavailable',
        report: { outcome: 'failed', failureReason: 'unavailable', facilities: [], score: null },
      });
    });

    it('an answer about another NRC is refused: nothing of it is stored', async () => {
      const b = await borrowerIn('93');
      const res = await applyAs(t, b.token, bureauApplication());
      expect(res.json().data.status).toBe('pending');
      const rows = await reportsOf(b.userId);
      expect(rows).toMatchObject([{ outcome: 'failed', failureReason: 'wrong_person', body: null }]);
      expect(await checkOf(res.json().data.id)).toMatchObject({
        status: 'bureau_unavailable',
        reportId: null,
      });
    });
  });

  describe('checking again', () => {
    it('lets staff ask again after an outage, with the same request key, and only while it failed', async () => {
      const b = await borrowerIn('10');
      bureau.setOutage(true);
      const loan = (await applyAs(t, b.token, bureauApplication())).json().data;
      bureau.setOutage(false);
      expect(loan.status).toBe('pending');
      expect(await checkOf(loan.id)).toMatchObject({ status: 'bureau_unavailable' });
      const again = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/loans/${loan.id}/credit-report/check`,
          headers: { 'x-auth-token': admin.token },
        });
      const res = await again();
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'used', report: { outcome: 'found', score: 690 } });
      expect(bureau.charged(`loan-${loan.id}`)).toBe(1);
      // The application stays with staff: a person decides it with the new answer.
      const [row] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loan.id));
      expect(row?.status).toBe('pending');
      const twice = await again();
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.code).toBe('CREDIT_CHECK_NOT_FAILED');
      const audit = await t.ctx.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.loanId, loan.id), eq(auditEvents.action, 'credit_report.checked_again')));
      expect(audit).toMatchObject([{ actorId: admin.id, after: { status: 'used' } }]);
    });
  });

  describe('paying once', () => {
    it('reuses a report fresher than fresh_days for the next application, without a new enquiry', async () => {
      const b = await borrowerIn('10');
      const first = (await applyAs(t, b.token, bureauApplication({ amount: 5000 }))).json().data;
      expect(first.status).toBe('pending'); // above the first-loan limit: staff decide
      await t.app.inject({
        method: 'PUT',
        url: `/api/loan-applications/admin/loan/${first.id}/status`,
        headers: { 'x-auth-token': admin.token },
        payload: { status: 'rejected' },
      });
      const charged = bureau.chargedTotal();
      const second = (await applyAs(t, b.token, bureauApplication())).json().data;
      expect(bureau.chargedTotal()).toBe(charged);
      const check = await checkOf(second.id);
      expect(check).toMatchObject({ status: 'used', reused: true });
      expect(check?.reportId).toBe((await checkOf(first.id))?.reportId);
    });

    it('asks again when the report is older than fresh_days', async () => {
      await settings({ freshDays: 0 });
      const b = await borrowerIn('10');
      const first = (await applyAs(t, b.token, bureauApplication({ amount: 5000 }))).json().data;
      await t.app.inject({
        method: 'PUT',
        url: `/api/loan-applications/admin/loan/${first.id}/status`,
        headers: { 'x-auth-token': admin.token },
        payload: { status: 'rejected' },
      });
      const charged = bureau.chargedTotal();
      await applyAs(t, b.token, bureauApplication());
      expect(bureau.chargedTotal()).toBe(charged + 1);
      expect(await reportsOf(b.userId)).toHaveLength(2);
    });

    it('a retry of the same application never pays twice', async () => {
      const b = await borrowerIn('10');
      const loan = (await applyAs(t, b.token, bureauApplication())).json().data;
      const [row] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loan.id));
      const person = {
        id: b.userId,
        nrcNumber: b.nrcNumber,
        firstName: 'Mwila',
        lastName: 'Banda',
        dateOfBirth: '1990-05-17',
        phoneNumber: null,
      };
      await settings({ freshDays: 0 });
      if (!row) throw new Error('no loan');
      await runApplicationCheck(t.ctx, person, row, true);
      await runApplicationCheck(t.ctx, person, row, true);
      expect(bureau.charged(`loan-${loan.id}`)).toBe(1);
      // The bureau itself answers a repeated request id from its record without a second charge.
      const client = httpBureau({
        name: 'standin',
        baseUrl: bureau.url,
        apiKey: STANDIN_BUREAU_API_KEY,
        timeoutMs: 1000,
      });
      const enquiry = {
        nrc: b.nrcNumber,
        firstName: 'Mwila',
        lastName: 'Banda',
        dateOfBirth: '1990-05-17',
        phone: null,
        requestKey: 'retry-key-1',
      };
      const once = await client.checkConsumer(enquiry);
      const twice = await client.checkConsumer(enquiry);
      expect(twice.reference).toBe(once.reference);
      expect(bureau.charged('retry-key-1')).toBe(1);
    });
  });

  describe('at rest and on view', () => {
    it('keeps the report encrypted: the raw row holds no NRC, score or lender', async () => {
      const b = await borrowerIn('10');
      await applyAs(t, b.token, bureauApplication());
      const raw = await t.ctx.db.execute(
        sql`select nrc_hash, encode(body, 'escape') as body from credit_reports where user_id = ${b.userId}`,
      );
      const text = JSON.stringify(raw);
      expect(text).not.toContain(b.nrcNumber);
      expect(text).not.toContain(b.nrcNumber.slice(0, 6));
      expect(text).not.toContain('690');
      expect(text).not.toContain('Another Lender');
    });

    it('shows staff the report, audited on every view', async () => {
      const b = await borrowerIn('40');
      const loan = (await applyAs(t, b.token, bureauApplication())).json().data;
      const res = await view(loan.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'used',
        ruleEffect: 'no_auto_approval',
        consent: { wordingVersion: 'credit-bureau-2026-12' },
        report: {
          outcome: 'found',
          score: 540,
          maxArrearsDays: 60,
          otherInstalments: 45_000,
          facilities: [{ lender: 'Another Lender Ltd', arrearsDays: 60, balance: 310_000 }],
        },
      });
      await view(loan.id, superuser.token);
      const audits = await t.ctx.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.loanId, loan.id), eq(auditEvents.action, 'credit_report.viewed')))
        .orderBy(auditEvents.id);
      expect(audits.map((a) => a.actorId)).toEqual([admin.id, superuser.id]);
    });

    it("never shows one borrower's report on another's loan, and never to a borrower", async () => {
      const a = await borrowerIn('40');
      const c = await borrowerIn('50');
      const loanA = (await applyAs(t, a.token, bureauApplication())).json().data;
      const loanC = (await applyAs(t, c.token, bureauApplication())).json().data;
      expect((await view(loanA.id)).json().data.report.score).toBe(540);
      expect((await view(loanC.id)).json().data.report.score).toBe(420);
      expect((await view(loanA.id, a.token)).statusCode).toBe(403);
      expect((await view('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });

    it("puts the report in its own borrower's copy of their data, and in no one else's", async () => {
      const a = await borrowerIn('40');
      const c = await borrowerIn('50');
      const loanA = (await applyAs(t, a.token, bureauApplication())).json().data;
      await applyAs(t, c.token, bureauApplication());
      const copyOf = async (token: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/me/data-export',
            headers: { 'x-auth-token': token },
          })
        ).json();
      const checks =
        (await copyOf(a.token)).data?.creditBureau?.checks ?? (await copyOf(a.token)).creditBureau.checks;
      expect(checks).toEqual([
        expect.objectContaining({
          loanId: loanA.id,
          reportOutcome: 'found',
          score: 540,
          arrearsDaysElsewhere: 60,
          facilities: expect.stringContaining('Another Lender Ltd'),
        }),
      ]);
      const other = (await copyOf(c.token)).data ?? (await copyOf(c.token));
      expect(other.creditBureau.checks.map((check: { score: number }) => check.score)).toEqual([420]);
    });

    it('leaves the ledger untouched', async () => {
      const count = async () => (await t.ctx.db.select({ id: journalLines.id }).from(journalLines)).length;
      const before = await count();
      const b = await borrowerIn('40');
      await applyAs(t, b.token, bureauApplication());
      expect(await count()).toBe(before);
    });
  });

  describe('adverse-action notice', () => {
    it('tells a borrower held for review that the bureau report was used, and how to get it', async () => {
      const b = await borrowerIn('40');
      await applyAs(t, b.token, bureauApplication());
      const mail = await latestEmail(t, b.email, 'loan-review');
      expect(mail.subject).toBe('Your loan application will be decided by our team');
      expect(mail.textBody).toContain('This is not a rejection.');
      expect(mail.textBody).toContain('You can ask TransUnion Zambia for a free copy of your own report');
    });

    it('says so in a staff rejection of a checked application, and not in one that was not checked', async () => {
      const checked = await borrowerIn('10');
      const loan = (await applyAs(t, checked.token, bureauApplication({ amount: 5000 }))).json().data;
      const reject = (id: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/loan-applications/admin/loan/${id}/status`,
          headers: { 'x-auth-token': admin.token },
          payload: { status: 'rejected' },
        });
      expect((await reject(loan.id)).statusCode).toBe(200);
      expect((await latestEmail(t, checked.email, 'loan-rejected')).textBody).toContain(
        'This decision used your credit report from TransUnion Zambia',
      );
      const unchecked = await borrowerIn('10');
      const other = (
        await applyAs(t, unchecked.token, bureauApplication({ amount: 5000, creditBureauConsent: false }))
      ).json().data;
      await reject(other.id);
      expect((await latestEmail(t, unchecked.email, 'loan-rejected')).textBody).not.toContain('TransUnion');
    });
  });

  describe('settings', () => {
    it('are superuser only, strict, and audited', async () => {
      const asAdmin = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/products/personal/credit-check',
        headers: { 'x-auth-token': admin.token },
        payload: {},
      });
      expect(asAdmin.statusCode).toBe(403);
      expect((await settings({ surprise: true })).statusCode).toBe(400);
      expect((await settings({ onFailure: 'maybe' })).statusCode).toBe(400);
      expect((await settings({ freshDays: -1 })).statusCode).toBe(400);
      const saved = await settings({ checkMandatory: true, minScore: 450 });
      expect(saved.json()).toMatchObject({
        message: 'Credit check settings saved.',
        data: { minScore: 450 },
      });
      const audit = await t.ctx.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'credit_check_settings.updated'))
        .orderBy(auditEvents.id);
      expect(audit.at(-1)).toMatchObject({
        actorId: superuser.id,
        entityId: 'personal',
        after: { minScore: 450 },
      });
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/admin/products/nothing-here/credit-check',
        headers: { 'x-auth-token': superuser.token },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
