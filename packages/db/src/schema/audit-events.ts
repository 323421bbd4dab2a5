import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { loanApplications } from './loan-applications';
import { users } from './users';

/**
 * Append-only record of every staff action (docs/product.md §12): who, when, what, before → after.
 * Rows are never updated or deleted; `loan_id` is set when the action concerns a loan.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id),
    /** e.g. 'loan.status_changed', 'disbursement.initiated', 'settings.updated'. */
    action: text('action').notNull(),
    loanId: uuid('loan_id').references(() => loanApplications.id),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_loan_idx').on(t.loanId, t.id),
    index('audit_events_created_idx').on(t.createdAt, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.id),
    // The audit log's filters by action and by the user a record concerns, newest first.
    index('audit_events_action_idx').on(t.action, t.id),
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.id),
  ],
);

export type AuditEvent = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;
