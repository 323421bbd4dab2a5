import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNTS } from './ledger';
import { users } from './users';

/** The accounts as an SQL list, for `account in (…)`: the same names journal_lines accepts. */
const knownAccount = sql.raw(`account in (${LEDGER_ACCOUNTS.map((a) => `'${a}'`).join(', ')})`);
const monthShape = sql.raw(`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`);

/**
 * The lender's own general-ledger code for a ledger account (docs/product.md §24, docs/decisions/046): a
 * superuser maps each account once, and the journal export carries the code. No row: not mapped.
 */
export const ledgerAccountMappings = pgTable(
  'ledger_account_mappings',
  {
    account: text('account').primaryKey(),
    glCode: text('gl_code').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
  },
  () => [check('ledger_account_mappings_account_known', knownAccount)],
);

/**
 * A closed month, `YYYY-MM` in Lusaka: a trigger on journal_entries (migration 0041) refuses any entry
 * dated inside it, whatever the code does. One row per month (the primary key), so two closes at once
 * land once.
 */
export const closedPeriods = pgTable(
  'closed_periods',
  {
    month: text('month').primaryKey(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    closedBy: uuid('closed_by')
      .notNull()
      .references(() => users.id),
  },
  () => [check('closed_periods_month_shape', monthShape)],
);

/**
 * A closed month's trial balance, kept as it was at the close (ngwee; balances are debit − credit):
 * what the month's figures were when the finance team signed them off. Written in the closing
 * transaction before its closed_periods row, so it has no foreign key to it.
 */
export const periodBalances = pgTable(
  'period_balances',
  {
    month: text('month').notNull(),
    account: text('account').notNull(),
    opening: bigint('opening', { mode: 'number' }).notNull(),
    debits: bigint('debits', { mode: 'number' }).notNull(),
    credits: bigint('credits', { mode: 'number' }).notNull(),
    closing: bigint('closing', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.account] }),
    check('period_balances_account_known', knownAccount),
    check('period_balances_closing', sql`${t.closing} = ${t.opening} + ${t.debits} - ${t.credits}`),
  ],
);

/**
 * Each account's debits and credits of one Lusaka day, in ngwee (docs/decisions/049): what the trial
 * balance reads instead of the lines of every finished day. Written by the day-totals job for whole days
 * only, at least a full day after the day ended, and never changed: a day's row set is final. An account
 * without lines that day has no row; days without entries have none at all.
 */
export const journalDayTotals = pgTable(
  'journal_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    account: text('account').notNull(),
    debits: bigint('debits', { mode: 'number' }).notNull(),
    credits: bigint('credits', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.account] }),
    check('journal_day_totals_amounts', sql`${t.debits} >= 0 and ${t.credits} >= 0`),
  ],
);

export type LedgerAccountMapping = typeof ledgerAccountMappings.$inferSelect;
export type ClosedPeriodRow = typeof closedPeriods.$inferSelect;
export type PeriodBalance = typeof periodBalances.$inferSelect;
export type JournalDayTotal = typeof journalDayTotals.$inferSelect;
