import { createHash } from 'node:crypto';
import { auditEvents, consentEvents, loanPositions, users } from '@kwacha/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DELAY_MS, loanPaidOutOn } from '../collections/testing/overdue-loans';
import { testClock } from '../payments/testing/payment-test-helpers';
import { buildMonthlyFile } from './credit-reporting.jobs';

// docs/product.md §25.3: K1,000 loans over 6 months paid out on 21 November 2026 (instalment 1 due on
// 21 December). November is built on 2 December; December on 2 January.
describe('the monthly bureau file (docs/product.md §25.3)', () => {
  const clock = testClock();
  let t: TestApp;
  // Sessions lapse as the clock moves on by days: each call signs in afresh.
  type Who = 'admin' | 'superuser' | 'borrower';
  let borrowerLogin: { email: string; password: string };
  type Loan = Awaited<ReturnType<typeof loanPaidOutOn>>;
  let reported: Loan;
  let noConsent: Loan;
  let badNrc: Loan;
  let drifted: Loan;

  const tokenOf = async (who: Who) =>
    who === 'borrower'
      ? loginToken(t, borrowerLogin.email, borrowerLogin.password)
      : (await signedInStaff(t, who)).token;
  const call = async (method: 'GET' | 'POST', url: string, who: Who, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { 'x-auth-token': await tokenOf(who) },
      ...(payload && { payload }),
    });
  const build = (month: string, who: Who = 'superuser') =>
    call('POST', '/api/admin/credit-bureau/submissions', who, { month });
  const consent = (loan: Loan) =>
    t.ctx.db.insert(consentEvents).values({
      userId: loan.loan.userId,
      purpose: 'credit_bureau',
      granted: true,
      wordingVersion: 'credit-bureau-2026-12',
      source: 'application',
      loanId: loan.loanId,
    });

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
    reported = await loanPaidOutOn(t, clock, '2026-11-21');
    noConsent = await loanPaidOutOn(t, clock, '2026-11-21');
    badNrc = await loanPaidOutOn(t, clock, '2026-11-21');
    drifted = await loanPaidOutOn(t, clock, '2026-11-21');
    for (const loan of [reported, badNrc, drifted]) await consent(loan);
    await t.ctx.db.update(users).set({ nrcNumber: '12345/6/1' }).where(eq(users.id, badNrc.loan.userId));
    // The copy of what is owed drifts a ngwee from the ledger: the file must not carry it.
    await t.ctx.db
      .update(loanPositions)
      .set({ principal: sql`${loanPositions.principal} + 1` })
      .where(eq(loanPositions.loanId, drifted.loanId));
    borrowerLogin = (await loanPaidOutOn(t, clock, '2026-11-21')).borrower;
    clock.set('2026-12-02T06:00:00Z');
  }, 180_000);
  afterAll(() => t.close());

  it('refuses a month that has not ended (409) and bad input (400)', async () => {
    const open = await build('2026-12');
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ success: false, error: { code: 'SUBMISSION_MONTH_NOT_ENDED' } });
    for (const body of [
      { month: '2026-13' },
      { month: '11-2026' },
      {},
      { month: '2026-11', extra: 1 },
      { month: 202611 },
    ]) {
      const res = await call('POST', '/api/admin/credit-bureau/submissions', 'superuser', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call('GET', '/api/admin/credit-bureau/submissions/not-a-uuid/rejects', 'superuser')).statusCode,
    ).toBe(400);
  });

  it('lets only a superuser build, download and mark sent; an admin reads; a borrower is refused', async () => {
    expect((await build('2026-11', 'admin')).statusCode).toBe(403);
    expect((await build('2026-11', 'borrower')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/credit-bureau/submissions', 'borrower')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/credit-bureau/submissions', 'admin')).statusCode).toBe(200);
  });

  let novemberId: string;
  let novemberFile: string;

  it('builds November: the consented loans, the rejects with reasons, the no-consent count', async () => {
    const res = await build('2026-11');
    expect(res.statusCode, res.body).toBe(200);
    const { submission, rejects } = res.json().data;
    novemberId = submission.id;
    expect(res.json().message).toBe('The file for 2026-11 is built.');
    // Three consented loans (and the borrower's fifth loan without consent): one reported, two rejected.
    expect(submission).toMatchObject({
      month: '2026-11',
      status: 'built',
      accountRecords: 1,
      consumerRecords: 1,
      correctionRecords: 0,
      rejectedRecords: 2,
      heldRecords: 0,
      noConsentLoans: 2,
      fileName: 'KWL_TU_202611.txt',
    });
    expect(rejects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loanId: badNrc.loanId, reasonCode: 'nrc_invalid' }),
        expect.objectContaining({ loanId: drifted.loanId, reasonCode: 'balance_mismatch' }),
      ]),
    );
    expect(JSON.stringify(rejects)).not.toContain(noConsent.loanId);
    const listed = await call('GET', `/api/admin/credit-bureau/submissions/${novemberId}/rejects`, 'admin');
    expect(listed.json().data.rejects).toHaveLength(2);
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'credit_bureau.submission_built'));
    expect(audit).toMatchObject({ entityType: 'credit_submission', entityId: novemberId });
  });

  it('streams the stored file as the bureau takes it, with the SHA-256 kept', async () => {
    expect(
      (await call('GET', `/api/admin/credit-bureau/submissions/${novemberId}/file`, 'admin')).statusCode,
    ).toBe(403);
    const res = await call('GET', `/api/admin/credit-bureau/submissions/${novemberId}/file`, 'superuser');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="KWL_TU_202611.txt"');
    novemberFile = res.body;
    const list = (await call('GET', '/api/admin/credit-bureau/submissions', 'admin')).json().data;
    const kept = list.submissions[0];
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(kept.sha256);
    expect(res.rawPayload.length).toBe(kept.fileBytes);
    const lines = novemberFile.split('\r\n');
    const account = `KWL${reported.loanId.replaceAll('-', '').toUpperCase()}`;
    // K1,000 paid out on 21 November, nothing due before 21 December: current, K1,089.30 owed (the
    // principal and six months' interest as the ledger posted them at payout).
    expect(lines[0]).toBe('H|KWL|KWACHA LOANS|202611|20261130|1.0');
    expect(lines[1]).toMatch(new RegExp(`^C\\|${account}\\|`));
    expect(lines[2]).toMatch(
      new RegExp(`^A\\|${account}\\|202611\\|20261121\\|100000\\|6\\|\\d+\\|\\d+\\|0\\|0\\|CU\\|\\|0\\|$`),
    );
    expect(lines[3]).toMatch(/^T\|KWL\|202611\|1\|1\|0\|\d+$/);
    expect(lines[4]).toBe('');
    expect(list.lastEndedMonth).toBe('2026-11');
  });

  it('gives the same bytes when the month is built again on another day', async () => {
    clock.set('2026-12-03T09:00:00Z');
    const again = await build('2026-11');
    expect(again.json().data.submission.id).toBe(novemberId);
    const res = await call('GET', `/api/admin/credit-bureau/submissions/${novemberId}/file`, 'superuser');
    expect(res.body).toBe(novemberFile);
  });

  it('marks the file sent once; a sent month is never rebuilt', async () => {
    const sent = await call('POST', `/api/admin/credit-bureau/submissions/${novemberId}/sent`, 'superuser');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'sent', sentAt: '2026-12-03T09:00:00.000Z' });
    const twice = await call('POST', `/api/admin/credit-bureau/submissions/${novemberId}/sent`, 'superuser');
    expect(twice.json()).toMatchObject({ error: { code: 'SUBMISSION_SENT' } });
    expect(twice.statusCode).toBe(409);
    expect((await build('2026-11')).statusCode).toBe(409);
  });

  it("sends a record changed after its file was sent as a correction in the next month's file", async () => {
    clock.set('2026-12-10T09:00:00Z');
    await t.ctx.db
      .update(users)
      .set({ lastName: 'Mulenga', updatedAt: clock.now() })
      .where(eq(users.id, reported.loan.userId));
    clock.set('2027-01-02T06:00:00Z');
    const res = await build('2026-12');
    expect(res.statusCode, res.body).toBe(200);
    const { submission } = res.json().data;
    // Instalment 1 (due 21 December) unpaid at the month end with no notice sent: held, not listed.
    expect(submission).toMatchObject({ accountRecords: 0, correctionRecords: 1, heldRecords: 1 });
    const file = (
      await call('GET', `/api/admin/credit-bureau/submissions/${submission.id}/file`, 'superuser')
    ).body;
    const lines = file.split('\r\n');
    expect(lines[1]).toContain('|MULENGA|');
    expect(lines[2]).toMatch(/^R\|KWL[0-9A-F]{32}\|202611\|/);
    expect(lines[3]).toMatch(/^T\|KWL\|202612\|1\|0\|1\|/);
  });

  it('the job builds the month that ended on the first of the next, and nothing on other days', async () => {
    clock.set('2027-01-15T06:00:00Z');
    expect(await buildMonthlyFile(t.ctx, '2027-01-15')).toBeNull();
    clock.set('2027-02-01T04:30:00Z');
    expect(await buildMonthlyFile(t.ctx, '2027-02-01')).toBe('2027-01');
  });
});
