import type { AuditEntry } from '@kwacha/shared/staff/admin-loans';
import { describe, expect, it } from 'vitest';
import { actionLabel, describeAuditEntry } from './audit-description';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  action: 'loan.status_changed',
  actor: 'Ada Mulenga',
  timestamp: '2026-11-21T08:30:00.000Z',
  before: null,
  after: null,
  ...overrides,
});

describe('describeAuditEntry', () => {
  it('names who changed the status, before → after', () => {
    expect(describeAuditEntry(entry({ before: { status: 'pending' }, after: { status: 'approved' } }))).toBe(
      'Ada Mulenga changed status pending → approved',
    );
  });

  it('puts the status first, reads codes and field names as words, and skips what did not change', () => {
    const text = describeAuditEntry(
      entry({
        before: { remarks: null, status: 'otp_pending', amount: 1425.47 },
        after: { remarks: 'Payee not found', status: 'disbursement_failed', amount: 1425.47 },
      }),
    );
    expect(text).toBe(
      'Ada Mulenga changed status otp pending → disbursement failed, remarks none → Payee not found',
    );
  });

  it('lists what only exists after the action as its details', () => {
    expect(
      describeAuditEntry(
        entry({
          action: 'disbursement.initiated',
          before: { status: 'approved' },
          after: {
            status: 'otp_pending',
            transactionId: 'KWL-TX-0001',
            amount: 1425.47,
            destination: 'MTN +260961234567',
          },
        }),
      ),
    ).toBe(
      'Ada Mulenga changed status approved → otp pending ' +
        '(transaction id KWL-TX-0001, amount K1,425.47, destination MTN +260961234567)',
    );
  });

  it('says System when no person acted, and names the action when nothing changed', () => {
    expect(describeAuditEntry(entry({ actor: null, action: 'disbursement.otp_resent' }))).toBe(
      'System: disbursement otp resent',
    );
    expect(describeAuditEntry(entry({ after: { reasonForFailure: 'Payee not found' } }))).toBe(
      'Ada Mulenga: loan status changed (reason for failure Payee not found)',
    );
  });

  it('turns an action code into a label', () => {
    expect(actionLabel('loan.status_changed')).toBe('Loan status changed');
    expect(actionLabel('disbursement-initiated')).toBe('Disbursement initiated');
  });
});
