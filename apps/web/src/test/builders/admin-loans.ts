import type { AdminLoanView, AuditEntry, DisbursementEntry } from '@kwacha/shared/staff/admin-loans';
import { createLoan, PLANNED_SCHEDULE } from './loans';

/**
 * A loan as the admin endpoint returns it; override what a test is about. Before payout staff see the
 * planned repayment amount and schedule, which the borrower does not.
 */
export function createAdminLoanView(overrides: Partial<AdminLoanView> = {}): AdminLoanView {
  return {
    ...createLoan(),
    repaymentAmount: 1650,
    schedule: [...PLANNED_SCHEDULE],
    user: {
      id: 'user-1',
      username: 'chanda.mwila',
      email: 'chanda@example.com',
      phoneNumber: '+260971234567',
      firstName: 'Chanda',
      lastName: 'Mwila',
      nrcNumber: '123456/78/1',
    },
    disbursementHistory: [],
    auditTrail: [],
    delinquency: null,
    ...overrides,
  };
}

export function createDisbursementEntry(overrides: Partial<DisbursementEntry> = {}): DisbursementEntry {
  return {
    id: 'disb-1',
    status: 'otp_pending',
    amount: 1425.47,
    reference: 'KWL-TX-0001',
    transactionId: 'KWL-TX-0001',
    timestamp: '2026-11-22T08:05:00.000Z',
    reasonForFailure: null,
    provider: 'simulator',
    providerReference: null,
    method: 'mobile_money',
    destination: 'MTN +260961234567',
    initiatedBy: 'Ada Mulenga',
    otpExpiresAt: '2026-11-22T08:15:00.000Z',
    ...overrides,
  };
}

export function createAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    action: 'loan.status_changed',
    actor: 'Ada Mulenga',
    timestamp: '2026-11-21T09:00:00.000Z',
    before: { status: 'pending' },
    after: { status: 'approved' },
    ...overrides,
  };
}
