import { auditEvents, type Executor, type NewAuditEvent } from '@kwacha/db';

export interface AuditRecord {
  actorId: string | null;
  action: string;
  loanId?: string | null;
  entityType: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Appends one audit record. Call it inside the same transaction as the change it describes, so that a
 * change without its record (or a record without its change) cannot exist. Never put secrets (OTPs,
 * tokens, passwords) in `before`/`after`.
 */
export async function recordAudit(db: Executor, record: AuditRecord): Promise<void> {
  const values: NewAuditEvent = {
    actorId: record.actorId,
    action: record.action,
    loanId: record.loanId ?? null,
    entityType: record.entityType,
    entityId: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
  };
  await db.insert(auditEvents).values(values);
}
