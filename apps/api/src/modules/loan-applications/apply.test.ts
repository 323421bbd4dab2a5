import { loanApplications, notifications, users } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, register, signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { postDisbursementEntry } from '../ledger/journal-postings';
import { scheduleInForce } from '../loans/loan-balances';

const application = (overrides: Record<string, unknown> = {}) => ({
  productId: 'personal',
  amount: 1000,
  duration: 3,
  purpose: 'School fees for my daughter',
  disbursementMethod: 'mobile_money',
  mobileMoneyProvider: 'airtel',
  mobileMoneyNumber: '0977123456',
  acceptKeyFacts: true,
  ...overrides,
});

describe('applying for a loan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
  });
  afterAll(() => t.close());

  const apply = (token: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/apply',
      headers: { 'x-auth-token': token },
      payload: body,
    });

  it('accepts an eligible application, stores the quote snapshot and the accepted key facts', async () => {
    const b = await verifiedBorrower(t);
    const res = await apply(b.token, application());
    expect(res.statusCode).toBe(201);
    const loan = res.json().data;
    expect(res.json().message).toBe('Your loan application has been submitted. We will review it shortly.');
    expect(loan).toMatchObject({
      status: 'pending',
      amount: 1000,
      duration: 3,
      productName: 'Personal Loan',
      // docs/product.md §4.9: nothing is owed, and no schedule shown, until the money is paid out.
      repaymentAmount: null,
      schedule: [],
      serviceFee: 50,
      amountReceived: 950,
      outstandingBalance: 0,
      nextPaymentAmount: null,
      disbursementMethod: 'mobile_money',
      mobileMoneyProvider: 'airtel',
      mobileMoneyNumber: '+260977123456',
    });
    // The stored snapshot is exactly what the quote endpoint answers for the same terms.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/quote',
      payload: { productId: 'personal', amount: 1000, duration: 3 },
    });
    // Staff see the planned schedule: the quote's lines, with no standing yet as no money went out.
    const staff = await signedInStaff(t);
    const planned = (
      await t.app.inject({
        method: 'GET',
        url: `/api/loan-applications/admin/${loan.id}`,
        headers: { 'x-auth-token': staff.token },
      })
    ).json().data;
    expect(planned.schedule).toEqual(
      quote.json().data.schedule.map((line: object) => ({ ...line, status: null, daysOverdue: null })),
    );
    expect(planned.repaymentAmount).toBe(quote.json().data.totalRepayable);
    const [row] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, loan.id));
    expect(row?.keyFactsText).toContain('You are borrowing K1,000.00 (Personal Loan) for 3 months.');
    expect(row?.keyFactsAcceptedAt).toBeInstanceOf(Date);
  });

  it('accepts a bank account as the destination', async () => {
    const b = await verifiedBorrower(t);
    const res = await apply(
      b.token,
      application({
        disbursementMethod: 'bank_account',
        mobileMoneyProvider: undefined,
        mobileMoneyNumber: undefined,
        bankName: 'Zanaco',
        bankAccountName: 'Mwila Banda',
        bankAccountNumber: '0123456789',
        bankCode: '016', // Zanaco in the simulator's bank list
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      bankName: 'Zanaco',
      bankAccountNumber: '0123456789',
      mobileMoneyNumber: null,
    });
  });

  it('refuses an unverified borrower with 403', async () => {
    const b = await register(t);
    const token = await loginToken(t, b.email, b.password);
    const res = await apply(token, application());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses a second application while one is pending', async () => {
    const b = await verifiedBorrower(t);
    expect((await apply(b.token, application())).statusCode).toBe(201);
    const second = await apply(b.token, application({ amount: 2000 }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'You already have an application under review. Please wait for a decision before applying again.',
    );
  });

  it('lets only one of two simultaneous applications through', async () => {
    const b = await verifiedBorrower(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => apply(b.token, application())));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.userId, b.userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a borrower with an overdue loan', async () => {
    const b = await verifiedBorrower(t);
    const first = await apply(b.token, application());
    await t.ctx.db
      .update(loanApplications)
      .set({ status: 'overdue' })
      .where(eq(loanApplications.id, first.json().data.id));
    const res = await apply(b.token, application());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'You have an overdue loan. Please repay it before applying for a new loan.',
    );
  });

  it('refuses a non-citizen NRC and an under-age borrower', async () => {
    const foreign = await verifiedBorrower(t);
    await t.ctx.db.update(users).set({ nrcNumber: '654321/10/2' }).where(eq(users.id, foreign.userId));
    const res = await apply(foreign.token, application());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Loans are available to Zambian citizens only: a citizen NRC number ends in 1.',
    );

    const young = await verifiedBorrower(t);
    await t.ctx.db.update(users).set({ dateOfBirth: '2008-11-22' }).where(eq(users.id, young.userId));
    const underAge = await apply(young.token, application());
    expect(underAge.statusCode).toBe(403);
    expect(underAge.json().message).toBe('You must be at least 18 years old to apply for a loan.');
  });

  it.each([
    [
      { productId: 'education', amount: 30000.01, duration: 6 },
      'amount',
      'Education Loan amounts are from K10.00 to K30,000.00.',
    ],
    [
      { productId: 'medical', amount: 25000.5, duration: 6 },
      'amount',
      'Medical Loan amounts are from K10.00 to K25,000.00.',
    ],
    [
      { productId: 'vehicle', amount: 5000, duration: 3 },
      'duration',
      'Vehicle Loan terms are from 6 to 12 months.',
    ],
    [
      { productId: 'education', amount: 5000, duration: 11 },
      'duration',
      'Education Loan terms are from 3 to 10 months.',
    ],
  ])('refuses %j outside the product limits', async (terms, field, message) => {
    const b = await verifiedBorrower(t);
    const res = await apply(b.token, application(terms));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({ field, msg: message, message });
  });

  it.each([
    [{ acceptKeyFacts: false }, 'acceptKeyFacts'],
    [{ mobileMoneyProvider: 'mtn' }, 'mobileMoneyProvider'], // 0977… is Airtel
    [{ mobileMoneyNumber: '0211123456' }, 'mobileMoneyNumber'],
    [{ disbursementMethod: 'bank_account' }, 'bankName'],
    [{ status: 'approved' }, ''],
    [{ userId: '00000000-0000-0000-0000-000000000000' }, ''],
  ])('refuses a bad body %j', async (override, field) => {
    const b = await verifiedBorrower(t);
    const res = await apply(b.token, application(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    if (field) expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
  });
});

describe('borrower views', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists only the borrower's own loans and answers 404 for another borrower's loan", async () => {
    const alice = await verifiedBorrower(t);
    const bob = await verifiedBorrower(t);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/apply',
      headers: { 'x-auth-token': alice.token },
      payload: application(),
    });
    const id = applied.json().data.id;

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/loan-applications/my-loans',
      headers: { 'x-auth-token': alice.token },
    });
    expect(mine.json().data.map((l: { id: string }) => l.id)).toEqual([id]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/loan-applications/my-loans',
      headers: { 'x-auth-token': bob.token },
    });
    expect(theirs.json().data).toEqual([]);

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${id}`,
      headers: { 'x-auth-token': alice.token },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.id).toBe(id);

    for (const url of [
      `/api/loan-applications/${id}`,
      '/api/loan-applications/not-a-uuid',
      '/api/loan-applications/00000000-0000-0000-0000-000000000000',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': bob.token } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Loan not found.');
    }
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/loan-applications/my-loans' })).statusCode).toBe(
      401,
    );
  });
});

describe('balances once the money is out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('dates the schedule from disbursement and shows what is owed and the next payment', async () => {
    const b = await verifiedBorrower(t);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/apply',
      headers: { 'x-auth-token': b.token },
      payload: application(),
    });
    const id = applied.json().data.id;
    // What the disbursement step (staff module) records when the money arrives: 15 January, 23:30 UTC,
    // which is already 16 January in Lusaka (UTC+2).
    const [live] = await t.ctx.db
      .update(loanApplications)
      .set({ status: 'active', disbursementDate: new Date('2027-01-15T23:30:00Z') })
      .where(eq(loanApplications.id, id))
      .returning();
    if (!live) throw new Error('no loan');
    // ...and, in the same transaction, what the borrower owes is booked in the ledger (balances come from it).
    await t.ctx.db.transaction((tx) =>
      postDisbursementEntry(tx, {
        loan: live,
        schedule: scheduleInForce(live).schedule,
        disbursementId: null,
        provider: 'simulator',
        cashDisbursed: live.amountReceived,
        at: new Date('2027-01-15T23:30:00Z'),
      }),
    );

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${id}`,
      headers: { 'x-auth-token': b.token },
    });
    const loan = res.json().data;
    // K1,000 over 3 months at 2.5%: instalments 350.14, 350.14, 350.13; nothing repaid yet.
    expect(loan.outstandingBalance).toBe(1050.41);
    expect(loan.nextPaymentAmount).toBe(350.14);
    expect(loan.nextPaymentDate).toBe('2027-02-16');
    expect(loan.schedule.map((l: { dueDate: string }) => l.dueDate)).toEqual([
      '2027-02-16',
      '2027-03-16',
      '2027-04-16',
    ]);

    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { 'x-auth-token': b.token },
    });
    expect(dashboard.json().data.nextPayment).toEqual({ amount: 350.14, dueDate: '2027-02-16' });
    // Repaying it down to paid is tested with the payments (modules/payments/collections.test.ts).
  });
});

describe('staff hear of every new application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const staffNotices = (userId: string) =>
    t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('notifies each active admin and superuser, not the borrower nor a deactivated admin', async () => {
    const admin = await signedInStaff(t, 'admin');
    const superuser = await signedInStaff(t, 'superuser');
    const gone = await signedInStaff(t, 'admin');
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));

    const b = await verifiedBorrower(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/apply',
      headers: { 'x-auth-token': b.token },
      payload: application(),
    });
    const loanId = res.json().data.id;

    for (const staff of [admin, superuser]) {
      expect((await staffNotices(staff.id)).map((n) => [n.type, n.message, n.loanId, n.readAt])).toEqual([
        ['new_loan_application', 'New loan application from Mwila Banda for K1,000.00', loanId, null],
      ]);
    }
    expect(await staffNotices(gone.id)).toEqual([]);
    expect(await staffNotices(b.userId)).toEqual([]);

    // A refused application announces nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/apply',
      headers: { 'x-auth-token': b.token },
      payload: application({ amount: 2500 }),
    });
    expect(again.statusCode).toBe(409);
    expect(await staffNotices(admin.id)).toHaveLength(1);
  });

  it('falls back to the username when the borrower has no name on file', async () => {
    const admin = await signedInStaff(t, 'admin');
    const b = await verifiedBorrower(t);
    await t.ctx.db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, b.userId));
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, b.userId));
    await t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/apply',
      headers: { 'x-auth-token': b.token },
      payload: application({ amount: 1234.5 }),
    });
    const [notice] = await staffNotices(admin.id);
    expect(notice?.message).toBe(`New loan application from ${user?.username} for K1,234.50`);
  });
});
