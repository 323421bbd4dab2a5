import type { InstalmentOwed } from '@kwacha/shared/loans/allocation';
import type { ScheduleLine } from '@kwacha/shared/loans/loan-quote';
import { RESTRUCTURE_KINDS, type RestructurePlan } from '@kwacha/shared/loans/restructure';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { loanApplications } from './loan-applications';
import { users } from './users';

export const RESTRUCTURE_STATUSES = [
  'proposed',
  'accepted',
  'approved',
  'declined',
  'rejected',
  'cancelled',
  'expired',
] as const;
export const restructureKind = pgEnum('restructure_kind', RESTRUCTURE_KINDS);
export const restructureStatus = pgEnum('restructure_status', RESTRUCTURE_STATUSES);

/** The new plan as proposed, without the schedule lines (kept in their own column). */
export type RestructurePlanSummary = Omit<RestructurePlan, 'lines' | 'schedule' | 'replaced'>;

/**
 * New terms proposed for a loan (docs/product.md §23.7): staff propose, the borrower accepts or declines
 * in the app (the wording version, time, address and browser kept like a consent), a second member of
 * staff approves and only then the plan takes effect. The row keeps what the plan was computed on (the
 * ledger's owed instalments and the schedule in force, which becomes the old schedule in the history) so
 * an approval after a payment is refused. One live proposal (proposed or accepted) per loan.
 */
export const restructures = pgTable(
  'restructures',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loanApplications.id),
    kind: restructureKind('kind').notNull(),
    months: integer('months').notNull(),
    status: restructureStatus('status').notNull().default('proposed'),
    /** The business day the plan was computed for. */
    computedOn: date('computed_on', { mode: 'string' }).notNull(),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    /** The whole schedule in force once approved, and the plan's figures. */
    schedule: jsonb('schedule').$type<ScheduleLine[]>().notNull(),
    plan: jsonb('plan').$type<RestructurePlanSummary>().notNull(),
    keyFacts: jsonb('key_facts').$type<string[]>().notNull(),
    /** What it was computed on: the schedule then in force (the old one, kept here) and the owed amounts. */
    previousSchedule: jsonb('previous_schedule').$type<ScheduleLine[]>().notNull(),
    owedBefore: jsonb('owed_before').$type<InstalmentOwed[]>().notNull(),
    /** The borrower's answer: the wording they read (version), when, from where. */
    wordingVersion: text('wording_version'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredIp: text('answered_ip'),
    answeredUserAgent: text('answered_user_agent'),
    /** The second member of staff's decision, or the time it expired or was cancelled. */
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('restructures_one_live_idx').on(t.loanId).where(sql`${t.status} in ('proposed', 'accepted')`),
    index('restructures_loan_idx').on(t.loanId, t.proposedAt),
  ],
);

export type Restructure = typeof restructures.$inferSelect;
export type NewRestructure = typeof restructures.$inferInsert;
