import type { ComplaintView, StaffComplaint } from '@kwacha/shared/complaints/complaints';

/** A borrower's complaint as the API returns it: received Friday 27 Nov 2026, 10:00 in Lusaka. */
export function createComplaint(overrides: Partial<ComplaintView> = {}): ComplaintView {
  return {
    id: 'cmp-1',
    reference: 'CMP-7K4M-Q2XD',
    category: 'payment_not_applied',
    status: 'open',
    description: 'I paid K500 on Monday but my balance did not change.',
    createdAt: '2026-11-27T08:00:00.000Z',
    acknowledgeBy: '2026-11-30T15:00:00.000Z',
    resolveBy: '2026-12-11T15:00:00.000Z',
    acknowledgedAt: null,
    resolvedAt: null,
    resolution: null,
    loanId: null,
    payment: null,
    attachment: null,
    ...overrides,
  };
}

/** The same complaint as staff see it. */
export function createStaffComplaint(overrides: Partial<StaffComplaint> = {}): StaffComplaint {
  return {
    ...createComplaint(),
    borrower: {
      id: 'user-1',
      name: 'Chanda Mwila',
      email: 'chanda@example.com',
      phoneNumber: '+260971234567',
    },
    assignee: null,
    overdue: false,
    loan: null,
    payment: null,
    notes: [],
    ...overrides,
  };
}
