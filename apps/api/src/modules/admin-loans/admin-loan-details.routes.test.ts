import { disbursements, users } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithApplication, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { recordAudit } from '../audit/audit.repository';

const OTP_HASH = 'otp-hash-that-must-never-leave-the-database';

describe('GET /api/loan-applications/admin/:id', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInStaff(t, 'admin');
  });
  afterAll(() => t.close());

  const details = (id: string, token = admin.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/admin/${id}`,
      headers: { 'x-auth-token': token },
    });

  it('shows the loan as the borrower sees it, plus the applicant', async () => {
    const { borrower, loanId } = await borrowerWithApplication(t, {}, { amount: 2000, duration: 6 });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${loanId}`,
      headers: { 'x-auth-token': borrower.token },
    });
    const res = await details(loanId);
    expect(res.statusCode).toBe(200);
    const { user, disbursementHistory, auditTrail, repaymentAmount, schedule, delinquency, ...loan } =
      res.json().data;
    // No position before payout, so nothing past due to show (docs/product.md §13.4).
    expect(delinquency).toBeNull();
    // Everything else is exactly the borrower's view of the same loan…
    const { disbursementHistory: _borrowerHistory, ...borrowerLoan } = mine.json().data;
    expect(loan).toEqual({ ...borrowerLoan, repaymentAmount: undefined, schedule: undefined });
    // …except that before payout staff see what is planned, which the borrower does not (docs/product.md §4.9).
    expect(borrowerLoan).toMatchObject({ repaymentAmount: null, schedule: [] });
    // K2,000 over 6 months at 2.5%: five instalments of K363.10 and a last of K363.11,
    // 5 × 363.10 + 363.11 = K2,178.61 in all.
    expect(repaymentAmount).toBe(2178.61);
    expect(schedule).toHaveLength(6);
    expect(schedule.every((line: { status: unknown }) => line.status === null)).toBe(true);
    expect(user).toEqual({
      id: borrower.userId,
      username: expect.any(String),
      email: borrower.email,
      phoneNumber: borrower.phoneNumber,
      firstName: 'Mwila',
      lastName: 'Banda',
      nrcNumber: borrower.nrcNumber,
    });
    expect(disbursementHistory).toEqual([]);
    expect(auditTrail).toEqual([]);
  });

  it('lists disbursement attempts and the audit trail oldest first, never the OTP hash', async () => {
    const { loanId } = await borrowerWithApplication(t, {}, { amount: 1000 });
    const [staff] = await t.ctx.db.select().from(users).where(eq(users.id, admin.id));
    const common = {
      loanId,
      initiatedBy: admin.id,
      amount: 95_000,
      provider: 'simulator',
      otpHash: OTP_HASH,
    };
    await t.ctx.db.insert(disbursements).values([
      {
        ...common,
        transactionId: 'KWL-TEST-0001',
        status: 'failed',
        method: 'mobile_money',
        mobileMoneyProvider: 'airtel',
        mobileMoneyNumber: '+260977123456',
        providerReference: 'SIM-1',
        reasonForFailure: 'Payee not found',
        otpExpiresAt: new Date('2026-11-21T10:10:00Z'),
        createdAt: new Date('2026-11-21T10:00:00Z'),
      },
      {
        ...common,
        transactionId: 'KWL-TEST-0002',
        status: 'otp_pending',
        method: 'bank_account',
        bankName: 'Zanaco',
        bankAccountName: 'Mwila Banda',
        bankAccountNumber: '0123456789',
        otpExpiresAt: new Date('2026-11-21T11:10:00Z'),
        createdAt: new Date('2026-11-21T11:00:00Z'),
      },
    ]);
    await recordAudit(t.ctx.db, {
      actorId: admin.id,
      action: 'loan.status_changed',
      loanId,
      entityType: 'loan_application',
      entityId: loanId,
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    await recordAudit(t.ctx.db, {
      actorId: null,
      action: 'disbursement.reconciled',
      loanId,
      entityType: 'disbursement',
      entityId: 'KWL-TEST-0001',
    });

    const res = await details(loanId);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(OTP_HASH);
    const data = res.json().data;
    expect(data.disbursementHistory).toEqual([
      {
        id: expect.any(String),
        status: 'failed',
        amount: 950,
        reference: 'KWL-TEST-0001',
        transactionId: 'KWL-TEST-0001',
        timestamp: '2026-11-21T10:00:00.000Z',
        reasonForFailure: 'Payee not found',
        provider: 'simulator',
        providerReference: 'SIM-1',
        method: 'mobile_money',
        destination: 'Airtel +260977123456',
        initiatedBy: `${staff?.firstName} ${staff?.lastName}`,
        // The code expired with the attempt: only a waiting code has an expiry worth showing.
        otpExpiresAt: null,
      },
      expect.objectContaining({
        status: 'otp_pending',
        reference: 'KWL-TEST-0002',
        destination: 'Zanaco — Mwila Banda — 0123456789',
        otpExpiresAt: '2026-11-21T11:10:00.000Z',
        reasonForFailure: null,
      }),
    ]);
    expect(data.auditTrail).toEqual([
      {
        id: expect.any(Number),
        action: 'loan.status_changed',
        actor: 'Ada Mulenga',
        timestamp: expect.any(String),
        before: { status: 'pending' },
        after: { status: 'approved' },
      },
      expect.objectContaining({ action: 'disbursement.reconciled', actor: null, before: null, after: null }),
    ]);
  });

  it('answers 404 "Loan not found." for an unknown or malformed id', async () => {
    for (const id of ['3f2a9c1e-41aa-4c55-9e0b-1234567890ab', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await details(encodeURIComponent(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Loan not found.',
        error: { code: 'LOAN_NOT_FOUND' },
      });
    }
  });
});
