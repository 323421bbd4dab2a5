import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { journalEntries } from './ledger';
import { loanApplications } from './loan-applications';
import { users } from './users';

export const WRITE_OFF_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const writeOffStatus = pgEnum('write_off_status', WRITE_OFF_STATUSES);
/** What a proposal asks: to write the loan off, or later to waive what the borrower still owes on it. */
export const WRITE_OFF_KINDS = ['write_off', 'waiver'] as const;
export const writeOffKind = pgEnum('write_off_kind', WRITE_OFF_KINDS);

/**
 * A proposal to write a loan off, or to waive a written-off loan's debt, and its decision (docs/product.md
 * §23.6, docs/decisions/045): proposed by an admin or a superuser, approved or rejected by a superuser who
 * did not propose it. One pending proposal per loan and one approved of each kind per loan, whatever the
 * code does (the partial unique indexes); an approval is one conditional update of a pending row, so two
 * at once cannot both land.
 */
export const writeOffs = pgTable(
  'write_offs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loanApplications.id),
    kind: writeOffKind('kind').notNull().default('write_off'),
    status: writeOffStatus('status').notNull().default('pending'),
    /** Staff text, never shown to the borrower. */
    reason: text('reason').notNull(),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    /** Days past due on the business date of the proposal. */
    daysPastDue: integer('days_past_due').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why a superuser rejected it (staff text). */
    decisionNote: text('decision_note'),
    /** Ngwee taken off the books (a write-off) or forgiven (a waiver) on approval: the receivables' total that day. */
    amount: bigint('amount', { mode: 'number' }),
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
  },
  (t) => [
    uniqueIndex('write_offs_one_pending_idx').on(t.loanId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('write_offs_one_approved_idx').on(t.loanId, t.kind).where(sql`${t.status} = 'approved'`),
    index('write_offs_loan_idx').on(t.loanId, t.proposedAt),
  ],
);

export type WriteOff = typeof writeOffs.$inferSelect;
export type NewWriteOff = typeof writeOffs.$inferInsert;
