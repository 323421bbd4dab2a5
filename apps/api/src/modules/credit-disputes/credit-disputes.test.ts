import {
  auditEvents,
  complaintAttachments,
  complaints,
  consentEvents,
  creditDisputes,
  violatedUniqueIndex,
} from '@kwacha/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loanPaidOutOn } from '../collections/testing/overdue-loans';
import { multipartBody, TINY_PNG } from '../complaints/testing/complaint-requests';
import { testClock } from '../payments/testing/payment-test-helpers';

const REASON = 'The bureau shows K2,000 in arrears, but I paid every instalment on time.';

describe('credit bureau disputes (docs/product.md §25.5)', () => {
  let t: TestApp;
  const clock = testClock();
  type Loan = Awaited<ReturnType<typeof loanPaidOutOn>>;
  let reported: Loan;
  let unconsented: Loan;
  let aliceToken: string;
  let bobToken: string;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload && { payload }) });
  const dispute = (token: string, body: object) => call(token, 'POST', '/api/credit-bureau/disputes', body);
  const disputesOfLoan = (loanId: string) =>
    t.ctx.db.select().from(creditDisputes).where(eq(creditDisputes.loanId, loanId));

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: 5000 } });
    reported = await loanPaidOutOn(t, clock, '2026-11-21');
    unconsented = await loanPaidOutOn(t, clock, '2026-11-21');
    await t.ctx.db.insert(consentEvents).values({
      userId: reported.borrower.userId,
      loanId: reported.loanId,
      purpose: 'credit_bureau',
      granted: true,
      wordingVersion: 'credit-bureau-2026-12',
      source: 'application',
    });
    aliceToken = await loginToken(t, reported.borrower.email, reported.borrower.password);
    bobToken = await loginToken(t, unconsented.borrower.email, unconsented.borrower.password);
    admin = await signedInStaff(t, 'admin');
  }, 120_000);
  afterAll(() => t.close());

  it('lists the loans the bureau is told about: the borrower’s own, paid out, with consent', async () => {
    const mine = await call(aliceToken, 'GET', '/api/credit-bureau/disputes');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      loans: [{ loanId: reported.loanId, status: 'active', openDispute: null }],
      disputes: [],
    });
    // Bob's loan was given no bureau consent: it is not reported, so there is nothing to dispute.
    expect((await call(bobToken, 'GET', '/api/credit-bureau/disputes')).json().data).toEqual({
      loans: [],
      disputes: [],
    });
  });

  it("refuses another borrower's loan, and an unreported one, with 404, storing nothing", async () => {
    const others = await dispute(bobToken, { loanId: reported.loanId, reason: REASON });
    expect(others.statusCode).toBe(404);
    expect(others.json().error).toMatchObject({ code: 'LOAN_NOT_FOUND', message: 'Loan not found.' });
    const unreported = await dispute(bobToken, { loanId: unconsented.loanId, reason: REASON });
    expect(unreported.statusCode).toBe(404);
    expect((await dispute(aliceToken, { loanId: 'not-an-id', reason: REASON })).statusCode).toBe(404);
    expect(await disputesOfLoan(reported.loanId)).toEqual([]);
    expect(
      await t.ctx.db.select().from(complaints).where(eq(complaints.userId, unconsented.borrower.userId)),
    ).toEqual([]);
  });

  it('wants a reason of 10 to 1,000 characters and a readable attachment (400, never a 500)', async () => {
    const short = await dispute(aliceToken, { loanId: reported.loanId, reason: 'Wrong.' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details).toMatchObject([
      { field: 'reason', message: 'Please say what is wrong in 10 to 1000 characters.' },
    ]);
    expect((await dispute(aliceToken, { loanId: reported.loanId })).statusCode).toBe(400);
    expect(
      (await dispute(aliceToken, { loanId: reported.loanId, reason: REASON, extra: 1 })).statusCode,
    ).toBe(400);
    const text = multipartBody({ loanId: reported.loanId, reason: REASON }, [
      { filename: 'receipt.png', contentType: 'image/png', content: Buffer.from('not an image at all') },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/credit-bureau/disputes',
      headers: { 'x-auth-token': aliceToken, 'content-type': text.contentType },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(await disputesOfLoan(reported.loanId)).toEqual([]);
  });

  it('opens a complaints-desk case with its deadlines and the dispute, one open per loan', async () => {
    const form = multipartBody({ loanId: reported.loanId, reason: REASON }, [
      { filename: 'statement.png', contentType: 'image/png', content: TINY_PNG },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/credit-bureau/disputes',
      headers: { 'x-auth-token': aliceToken, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(res.json().message).toBe(
      `Your dispute was received. Its complaint reference is ${created.complaintReference}. The loan is reported as disputed until we answer.`,
    );
    const [row] = await disputesOfLoan(reported.loanId);
    expect(row).toMatchObject({
      id: created.id,
      userId: reported.borrower.userId,
      complaintId: created.complaintId,
      reason: REASON,
      status: 'open',
      outcome: null,
      resolvedAt: null,
    });
    const [complaint] = await t.ctx.db
      .select()
      .from(complaints)
      .where(eq(complaints.id, created.complaintId));
    expect(complaint).toMatchObject({
      category: 'credit_report',
      loanId: reported.loanId,
      description: REASON,
      status: 'open',
    });
    expect(complaint?.resolveBy.getTime()).toBeGreaterThan(clock.now().getTime());
    const [file] = await t.ctx.db
      .select()
      .from(complaintAttachments)
      .where(eq(complaintAttachments.complaintId, created.complaintId));
    expect(file?.contentType).toBe('image/png');

    const again = await dispute(aliceToken, { loanId: reported.loanId, reason: REASON });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CREDIT_DISPUTE_OPEN');
    expect(await disputesOfLoan(reported.loanId)).toHaveLength(1);

    // The database holds the rule whatever the code does.
    const second = await t.ctx.db
      .insert(creditDisputes)
      .values({
        loanId: reported.loanId,
        userId: reported.borrower.userId,
        complaintId: created.complaintId,
        reason: REASON,
      })
      .catch((error: unknown) => error);
    expect(violatedUniqueIndex(second)).toMatch(/credit_disputes_(one_open_per_loan|complaint_key)/);

    const overview = (await call(aliceToken, 'GET', '/api/credit-bureau/disputes')).json().data;
    expect(overview.loans[0].openDispute).toMatchObject({ id: created.id, status: 'open' });
    expect(overview.disputes).toHaveLength(1);
  });

  it('reports the loan as disputed while open, by the contract the monthly file reads', async () => {
    const disputedAt = async (monthEnd: string) => {
      const rows = await t.ctx.db
        .select({ id: creditDisputes.id })
        .from(creditDisputes)
        .where(
          and(
            eq(creditDisputes.loanId, reported.loanId),
            sql`${creditDisputes.openedAt} <= ${monthEnd}::timestamptz`,
            sql`(${creditDisputes.resolvedAt} is null or ${creditDisputes.resolvedAt} > ${monthEnd}::timestamptz)`,
          ),
        );
      return rows.length > 0;
    };
    const opened = (await disputesOfLoan(reported.loanId))[0]?.openedAt as Date;
    expect(await disputedAt(new Date(opened.getTime() + 1000).toISOString())).toBe(true);
    expect(await disputedAt(new Date(opened.getTime() - 1000).toISOString())).toBe(false);
  });

  it('is resolved by staff with an outcome, which resolves the desk case too; audited', async () => {
    const [open] = await disputesOfLoan(reported.loanId);
    if (!open) throw new Error('no dispute');
    const fromDesk = await call(
      admin.token,
      'GET',
      `/api/admin/credit-bureau/disputes/by-complaint/${open.complaintId}`,
    );
    expect(fromDesk.statusCode).toBe(200);
    expect(fromDesk.json().data).toMatchObject({ id: open.id, status: 'open', resolvedBy: null });

    // The desk's own resolve cannot part the case from its dispute.
    const plain = await call(admin.token, 'POST', `/api/admin/complaints/${open.complaintId}/resolve`, {
      resolution: 'We looked into it and found nothing wrong.',
    });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().message).toBe(
      'This case is a credit bureau dispute: record its outcome (corrected or upheld) to resolve it.',
    );

    const noOutcome = await call(
      admin.token,
      'POST',
      `/api/admin/credit-bureau/disputes/${open.id}/resolve`,
      {
        resolution: 'We corrected the record.',
      },
    );
    expect(noOutcome.statusCode).toBe(400);
    expect(
      (
        await call(aliceToken, 'POST', `/api/admin/credit-bureau/disputes/${open.id}/resolve`, {
          outcome: 'corrected',
          resolution: 'We corrected the record.',
        })
      ).statusCode,
    ).toBe(403);

    clock.advance(60_000);
    const resolved = await call(admin.token, 'POST', `/api/admin/credit-bureau/disputes/${open.id}/resolve`, {
      outcome: 'corrected',
      resolution: 'You are right: the arrears were ours. The next file to the bureau corrects the record.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({
      status: 'resolved',
      outcome: 'corrected',
      resolvedBy: { id: admin.id },
    });
    const [row] = await disputesOfLoan(reported.loanId);
    expect(row).toMatchObject({ status: 'resolved', outcome: 'corrected', resolvedBy: admin.id });
    const [complaint] = await t.ctx.db.select().from(complaints).where(eq(complaints.id, open.complaintId));
    expect(complaint).toMatchObject({ status: 'resolved' });
    expect(complaint?.resolution).toContain('The next file to the bureau corrects the record.');
    const audits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'credit_dispute'), eq(auditEvents.entityId, open.id)));
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([
      ['credit_dispute.opened', reported.borrower.userId],
      ['credit_dispute.resolved', admin.id],
    ]);

    const twice = await call(admin.token, 'POST', `/api/admin/credit-bureau/disputes/${open.id}/resolve`, {
      outcome: 'upheld',
      resolution: 'We looked again and the record stands.',
    });
    expect(twice.statusCode).toBe(409);
    // The borrower reads the status and the answer; a new dispute of the loan may now be raised.
    const overview = (await call(aliceToken, 'GET', '/api/credit-bureau/disputes')).json().data;
    expect(overview.disputes[0]).toMatchObject({ status: 'resolved', outcome: 'corrected' });
    expect(overview.loans[0].openDispute).toBeNull();
    expect((await dispute(aliceToken, { loanId: reported.loanId, reason: REASON })).statusCode).toBe(201);
  });

  it('answers 404 to staff for a case that is not a dispute', async () => {
    const res = await call(
      admin.token,
      'GET',
      `/api/admin/credit-bureau/disputes/by-complaint/${reported.loanId}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CREDIT_DISPUTE_NOT_FOUND');
  });
});
