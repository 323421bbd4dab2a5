import { auditEvents, type Executor, type NewAuditEvent, users } from '@kwacha/db';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const actor = alias(users, 'actor');

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

/** A loan's audit trail, oldest first, with who acted (null for the system: jobs, providers, rules). */
export async function auditTrailOfLoan(db: Executor, loanId: string) {
  return db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      createdAt: auditEvents.createdAt,
      before: auditEvents.before,
      after: auditEvents.after,
      actor: { username: actor.username, firstName: actor.firstName, lastName: actor.lastName },
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .where(eq(auditEvents.loanId, loanId))
    .orderBy(asc(auditEvents.id));
}
