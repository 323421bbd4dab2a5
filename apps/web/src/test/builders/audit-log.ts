import type { AuditLogEntry, AuditLogFilterChoices, AuditLogPage } from '@kwacha/shared/staff/audit-log';

export const AUDIT_LOAN_ID = '0a1b2c3d-1111-4222-8333-444455556666';
export const AUDIT_USER_ID = '9f8e7d6c-5555-4666-8777-888899990000';
export const AUDIT_STAFF_ID = '1b2c3d4e-2222-4333-8444-555566667777';

/** One audit record as GET /api/admin/audit returns it: a staff decision on a loan, unless overridden. */
export function createAuditLogEntry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: 42,
    at: '2026-11-21T08:30:00.000Z',
    actor: { id: AUDIT_STAFF_ID, name: 'Ada Mulenga' },
    action: 'loan.status_changed',
    actionLabel: 'Loan decision by staff',
    subject: { kind: 'loan', id: AUDIT_LOAN_ID, borrowerName: 'Chanda Phiri' },
    summary: 'status pending → approved (remarks Payslip checked)',
    ...overrides,
  };
}

export function createAuditLogPage(
  items: AuditLogEntry[] = [createAuditLogEntry()],
  nextCursor: string | null = null,
): AuditLogPage {
  return { items, nextCursor };
}

export function createAuditFilterChoices(
  overrides: Partial<AuditLogFilterChoices> = {},
): AuditLogFilterChoices {
  return {
    actors: [
      { id: AUDIT_STAFF_ID, name: 'Ada Mulenga', role: 'admin' },
      { id: '2c3d4e5f-3333-4444-8555-666677778888', name: 'Sam Mulenga', role: 'superuser' },
    ],
    actions: [
      { action: 'loan.status_changed', label: 'Loan decision by staff' },
      { action: 'loan.overdue', label: 'Loan became overdue' },
    ],
    ...overrides,
  };
}
