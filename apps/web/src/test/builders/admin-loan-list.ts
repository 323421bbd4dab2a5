import type { AdminLoanList, AdminLoanRow } from '@kwacha/shared/staff/admin-loans';

/** One row of the staff loan list as the API returns it; override what a test is about. */
export function createAdminLoanRow(overrides: Partial<AdminLoanRow> = {}): AdminLoanRow {
  return {
    id: '0a1b2c3d-1111-4222-8333-444455556666',
    applicantName: 'Chanda Mwila',
    email: 'chanda@example.com',
    phoneNumber: '+260971234567',
    productName: 'Personal Loan',
    amount: 1500.5,
    duration: 6,
    status: 'pending',
    applicationDate: '2026-11-21T08:30:00.000Z',
    ...overrides,
  };
}

/** The counts object: every status at 0 unless given. */
export function createCounts(overrides: Record<string, number> = {}): Record<string, number> {
  const counts: Record<string, number> = {
    all: 0,
    pending: 0,
    in_review: 0,
    approved: 0,
    rejected: 0,
    disbursement_pending: 0,
    disbursement_failed: 0,
    otp_pending: 0,
    disbursed: 0,
    active: 0,
    paid: 0,
    overdue: 0,
    approval_error: 0,
    cancelled: 0,
    ...overrides,
  };
  return counts;
}

export function createAdminLoanList(overrides: Partial<AdminLoanList> = {}): AdminLoanList {
  return {
    items: [createAdminLoanRow()],
    nextCursor: null,
    counts: createCounts({ all: 1, pending: 1 }),
    ...overrides,
  };
}
