import { auditEvents, emailMessages, loanApplications, notifications, payments, users } from '@kwacha/db';
import { CURRENT_MARKETING_WORDING } from '@kwacha/shared/consent/marketing-wordings';
import { and, eq, like, or } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  borrowerWithApplication,
  loginToken,
  signedInStaff,
  verifiedBorrower,
} from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectLedgerInvariants } from '../ledger/testing/ledger-invariants';
import { PAYMENT_CHECK_JOB } from '../payments/payment-checks';
import {
  activeLoan,
  borrowerLoan,
  pay,
  payerPhone,
  testClock,
} from '../payments/testing/payment-test-helpers';

const DELAY_MS = 5000;

describe('data rights: a copy of my data, and erasure', () => {
  let t: TestApp;
  const clock = testClock();
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
  const erase = (token: string, password: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/erasure-request',
      headers: { 'x-auth-token': token },
      payload: { password },
    });
  const login = (emailOrUsername: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailOrUsername, password } });
  const myRequests = async (token: string) => (await get('/api/me/data-rights-requests', token)).json().data;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { simulatorDelayMs: DELAY_MS } });
  });
  afterEach(() => expectLedgerInvariants(t));
  afterAll(() => t.close());

  it('the JSON copy holds the profile, consent, loans with schedules, e-mails, sessions and contact messages, and no secret', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const { borrower, loanId } = await borrowerWithApplication(t, {
      marketingOptIn: true,
      marketingWordingVersion: CURRENT_MARKETING_WORDING.version,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Mwila',
        email: borrower.email,
        subject: 'general-inquiry',
        message: 'When is my loan decided?',
      },
    });

    const res = await get('/api/me/data-export', borrower.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="kwacha-my-data.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({
      email: borrower.email,
      firstName: borrower.firstName,
      nrcNumber: borrower.nrcNumber,
      dateOfBirth: borrower.dateOfBirth,
      marketingOptIn: true,
    });
    expect(data.consentEvents).toEqual([expect.objectContaining({ granted: true, source: 'registration' })]);
    expect(data.loans).toHaveLength(1);
    expect(data.loans[0]).toMatchObject({ id: loanId, amount: 100_000, status: expect.any(String) });
    expect(data.loans[0].schedule).toHaveLength(6);
    expect(data.loans[0].keyFactsText).toEqual(expect.any(String));
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'When is my loan decided?' })]);
    expect(data.emailsSent.map((e: { subject: string }) => e.subject)).toContain('Verify your email address');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.notes).toContain('Amounts are in ngwee: 100 ngwee = K1.00.');

    // No secret of any kind: no hashes, no session token, no link token, no e-mail bodies.
    const body = res.body;
    expect(body).not.toContain(borrower.token);
    expect(body).not.toMatch(/passwordHash|tokenHash|otpHash|\$argon2|token=|textBody|htmlBody/);

    // The download is logged as a completed request.
    expect(await myRequests(borrower.token)).toEqual([
      expect.objectContaining({
        kind: 'export',
        status: 'completed',
        outcome: 'A copy of your data was downloaded.',
      }),
    ]);
  });

  it('the readable copy is one self-contained page with every value escaped', async () => {
    const borrower = await verifiedBorrower(t, {
      firstName: '<b>Chanda</b>',
      addressLine1: 'Plot 7 "Kabulonga" & Co',
    });
    const res = await get('/api/me/data-export.html', borrower.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="kwacha-my-data.html"');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<h1>Your data at Kwacha Loans</h1>');
    expect(res.body).toContain('&#60;b&#62;Chanda&#60;/b&#62;');
    expect(res.body).not.toContain('<b>Chanda</b>');
    expect(res.body).toContain('Plot 7 &#34;Kabulonga&#34; &#38; Co');
    expect(res.body).not.toMatch(/<script|<link|src=|href=/);
    expect(res.body).toContain('No loans.');
  });

  it('staff cannot use the borrower routes; a stranger is asked to sign in', async () => {
    const admin = await signedInStaff(t, 'admin');
    expect((await get('/api/me/data-export', admin.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/data-export' })).statusCode).toBe(401);
    expect((await erase('', 'x')).statusCode).toBe(401);
  });

  it('erasure needs the password; a wrong or missing one is a 400 that changes nothing', async () => {
    const borrower = await verifiedBorrower(t);
    const wrong = await erase(borrower.token, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The password is not correct.');
    const missing = await erase(borrower.token, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter your password.');
    expect((await get('/api/auth/me', borrower.token)).statusCode).toBe(200);
    expect(await myRequests(borrower.token)).toEqual([]);
  });

  it('erasure is refused while a loan is open, and the refusal is logged with its reason', async () => {
    const { borrower } = await borrowerWithApplication(t);
    const res = await erase(borrower.token, borrower.password);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Your account cannot be erased yet: you have a loan that is not finished (Pending). Once every loan is repaid or closed you can ask again. We must keep loan records for 10 years after a loan closes.',
    );
    expect(await myRequests(borrower.token)).toEqual([
      expect.objectContaining({ kind: 'erasure', status: 'refused', outcome: res.json().message }),
    ]);
    expect((await login(borrower.email, borrower.password)).statusCode).toBe(200);
  });

  it('a borrower without loans is erased completely; a correction still pending is closed and its value cleared', async () => {
    const borrower = await verifiedBorrower(t);
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/me/correction-requests',
      headers: { 'x-auth-token': borrower.token },
      payload: { field: 'nrcNumber', newValue: '555555/55/1', reason: 'Typing mistake' },
    });
    expect(filed.statusCode).toBe(201);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Mwila', email: borrower.email, subject: 'feedback', message: 'Please erase me.' },
    });
    expect(contact.statusCode).toBe(201);
    const res = await erase(borrower.token, borrower.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'completed', keptUntil: null });
    expect(res.json().message).toContain('We keep only a record that you asked for erasure and when.');
    const left = await t.ctx.db
      .select()
      .from(emailMessages)
      .where(
        or(eq(emailMessages.toAddress, borrower.email), like(emailMessages.textBody, `%${borrower.email}%`)),
      );
    expect(left).toEqual([]);
    expect((await get('/api/auth/me', borrower.token)).statusCode).toBe(401);

    const admin = await signedInStaff(t, 'admin');
    const list = (await get('/api/admin/data-rights-requests', admin.token)).json().data;
    expect(list.find((r: { id: string }) => r.id === filed.json().data.id)).toMatchObject({
      status: 'refused',
      outcome: 'The account was erased before this request was decided.',
      details: { field: 'nrcNumber' },
      borrowerName: 'Erased user',
    });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/admin/data-rights-requests/${filed.json().data.id}/complete`,
      headers: { 'x-auth-token': admin.token },
      payload: {},
    });
    expect(late.statusCode).toBe(409);
  });

  it('erasing a borrower whose loan is repaid clears every personal field, keeps the loan, payments and ledger, and ends sign-in', async () => {
    clock.set('2026-11-21T10:00:00Z');
    const loan = await activeLoan(t, clock, DELAY_MS);
    const borrower = loan.borrower;
    const signIn = () => loginToken(t, borrower.email, borrower.password);
    // Repaid in full on 10 December 2026 (23:30 in Lusaka).
    clock.set('2026-12-10T21:30:00Z');
    const payer = await signIn();
    const owed = (await borrowerLoan(t, payer, loan.loanId)).outstandingBalance as number;
    const paid = await pay(t, payer, { loanId: loan.loanId, amount: owed.toFixed(2), phone: payerPhone() });
    expect(paid.statusCode).toBe(201);
    clock.advance(DELAY_MS);
    await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: paid.json().data.id });
    expect((await borrowerLoan(t, payer, loan.loanId)).status).toBe('paid');

    clock.set('2027-01-15T08:00:00Z');
    const token = await signIn();
    const res = await erase(token, borrower.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'partially_completed',
      keptUntil: '2036-12-10',
      explanation: res.json().message,
    });
    expect(res.json().message).toContain(
      'By law (Financial Intelligence Centre Act 2010, section 22) we keep the records of your loans',
    );
    expect(res.json().message).toContain('until 10 December 2036, 10 years after your last loan closed');

    // Personal fields are gone; the row stays for the loan records.
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, borrower.userId));
    expect(row).toMatchObject({
      firstName: 'Erased',
      lastName: 'user',
      phoneNumber: null,
      nrcNumber: null,
      dateOfBirth: null,
      addressLine1: null,
      city: null,
      province: null,
      isActive: false,
      isEmailVerified: false,
      marketingOptIn: false,
    });
    expect(row?.email).toMatch(/^erased-[0-9a-f]{32}@erased\.invalid$/);
    expect(row?.username).not.toContain(borrower.email);
    expect(
      await t.ctx.db.select().from(notifications).where(eq(notifications.userId, borrower.userId)),
    ).toEqual([]);

    // The loan and its payments are kept as they were.
    const [kept] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loan.loanId));
    expect(kept?.status).toBe('paid');
    const keptPayments = await t.ctx.db.select().from(payments).where(eq(payments.loanId, loan.loanId));
    expect(keptPayments.map((p) => p.status)).toEqual(['successful']);

    // Signed out everywhere; the old password opens nothing.
    expect((await get('/api/auth/me', token)).statusCode).toBe(401);
    expect((await login(borrower.email, borrower.password)).statusCode).toBe(401);

    // Staff see "Erased user"; the audit record names no personal data.
    const admin = await signedInStaff(t, 'admin');
    const list = (await get('/api/admin/data-rights-requests?kind=erasure', admin.token)).json().data;
    expect(list.find((r: { userId: string }) => r.userId === borrower.userId)).toMatchObject({
      borrowerName: 'Erased user',
      borrowerEmail: null,
      status: 'partially_completed',
    });
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.erased'), eq(auditEvents.entityId, borrower.userId)));
    expect(audit).toMatchObject({
      entityId: borrower.userId,
      after: { status: 'partially_completed', keptUntil: '2036-12-10' },
    });
    const auditText = JSON.stringify(audit);
    for (const personal of [borrower.email, borrower.phoneNumber, borrower.nrcNumber, borrower.firstName]) {
      expect(auditText).not.toContain(personal);
    }
    // afterEach: the ledger invariants still hold over the kept entries.
  });
});
