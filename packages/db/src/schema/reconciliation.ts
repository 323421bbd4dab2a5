import {
  RECONCILIATION_PROVIDERS,
  RECONCILIATION_RESOLUTIONS,
  RECONCILIATION_RESULTS,
  STATEMENT_DIRECTIONS,
} from '@kwacha/shared/staff/reconciliation';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { disbursements } from './disbursements';
import { payments } from './payments';
import { users } from './users';

export const statementDirection = pgEnum('statement_direction', STATEMENT_DIRECTIONS);
export const reconciliationResult = pgEnum('reconciliation_result', RECONCILIATION_RESULTS);
export const reconciliationResolution = pgEnum('reconciliation_resolution', RECONCILIATION_RESOLUTIONS);

const knownProvider = (column: string) =>
  sql.raw(`${column} in (${RECONCILIATION_PROVIDERS.map((p) => `'${p}'`).join(', ')})`);

/** Their settled totals of one Lusaka day of the file, in ngwee. */
export interface StatementDayTotal {
  day: string;
  in: number;
  out: number;
}

/**
 * One settlement statement a provider sent us, uploaded by staff (docs/product.md §24.7, decision 048).
 * The file's SHA-256 is unique per provider: the same file uploaded again is this row, and changes nothing.
 * `day_totals` keeps the file's own settled totals per day (every line, even one an earlier statement
 * already holds), which the daily check compares with our clearing accounts.
 */
export const providerStatements = pgTable(
  'provider_statements',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    provider: text('provider').notNull(),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    lineCount: integer('line_count').notNull(),
    /** Lines whose transaction an earlier statement of this provider holds: not stored or counted again. */
    alreadyReconciled: integer('already_reconciled').notNull(),
    totalIn: bigint('total_in', { mode: 'number' }).notNull(),
    totalOut: bigint('total_out', { mode: 'number' }).notNull(),
    dayTotals: jsonb('day_totals').$type<StatementDayTotal[]>().notNull(),
  },
  (t) => [
    uniqueIndex('provider_statements_provider_sha256_key').on(t.provider, t.sha256),
    // The list, newest first (keyset on uploaded_at, id).
    index('provider_statements_uploaded_idx').on(t.uploadedAt, t.id),
    check('provider_statements_provider_known', knownProvider('provider')),
    check('provider_statements_days_ordered', sql`${t.firstDay} <= ${t.lastDay}`),
  ],
);

/**
 * A line of a statement, or (no line number, no transaction id of theirs) one of our successful
 * transactions inside the statement's days that no line showed: `only_ours`, found at upload and kept so
 * the result does not move. The provider's transaction id is unique per provider across statements, so an
 * overlapping statement does not count a line twice. Staff resolve what did not match; the upload itself
 * never books anything.
 */
export const providerStatementLines = pgTable(
  'provider_statement_lines',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => providerStatements.id),
    provider: text('provider').notNull(),
    lineNumber: integer('line_number'),
    providerTransactionId: text('provider_transaction_id'),
    /** Our reference as their line carries it (or ours, for only-ours). */
    reference: text('reference'),
    direction: statementDirection('direction').notNull(),
    /** Ngwee. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The Lusaka day of occurred_at. */
    day: date('day', { mode: 'string' }).notNull(),
    result: reconciliationResult('result').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    disbursementId: uuid('disbursement_id').references(() => disbursements.id),
    /** Our transaction's status when it was matched (the line keeps what matching saw). */
    ourStatus: text('our_status'),
    resolution: reconciliationResolution('resolution'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('provider_statement_lines_transaction_key')
      .on(t.provider, t.providerTransactionId)
      .where(sql`${t.providerTransactionId} is not null`),
    index('provider_statement_lines_statement_idx').on(t.statementId, t.result),
    // Whether a payment or payout was already matched by a line of an earlier statement.
    index('provider_statement_lines_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    index('provider_statement_lines_disbursement_idx')
      .on(t.disbursementId)
      .where(sql`${t.disbursementId} is not null`),
    check('provider_statement_lines_provider_known', knownProvider('provider')),
    check('provider_statement_lines_amount_positive', sql`${t.amount} > 0`),
    check(
      'provider_statement_lines_one_transaction',
      sql`${t.paymentId} is null or ${t.disbursementId} is null`,
    ),
    // A line of theirs has its number and their id; an only-ours row has neither, and names ours.
    check(
      'provider_statement_lines_source',
      sql`(${t.result}::text = 'only_ours') = (${t.lineNumber} is null) and (${t.lineNumber} is null) = (${t.providerTransactionId} is null)`,
    ),
    check(
      'provider_statement_lines_resolution_complete',
      sql`(${t.resolution} is null) = (${t.resolvedAt} is null) and (${t.resolution} is null) = (${t.resolvedBy} is null)`,
    ),
  ],
);

export type ProviderStatement = typeof providerStatements.$inferSelect;
export type NewProviderStatement = typeof providerStatements.$inferInsert;
export type ProviderStatementLine = typeof providerStatementLines.$inferSelect;
export type NewProviderStatementLine = typeof providerStatementLines.$inferInsert;
