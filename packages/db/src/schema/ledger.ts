import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { disbursements } from './disbursements';
import { loanApplications } from './loan-applications';
import { payments } from './payments';

/** What the borrower owes, per loan and instalment: the only accounts a loan's balance is read from. */
export const RECEIVABLE_ACCOUNTS = ['loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty'] as const;

/**
 * The providers money moves through (apps/api/src/providers/ports.ts `ProviderName`; a test keeps the two
 * the same). Each has its own clearing accounts, so a day's movements tie to that provider's statement.
 */
export const CLEARING_PROVIDERS = ['simulator', 'mtn', 'airtel', 'lenco', 'flutterwave'] as const;
export type ClearingProvider = (typeof CLEARING_PROVIDERS)[number];

/**
 * Cash at each provider, one clearing account per provider and direction (docs/decisions/051): what a
 * provider collected from borrowers for us, and what it paid out to them.
 */
export const CASH_COLLECTED_ACCOUNTS = CLEARING_PROVIDERS.map((p) => `cash_collected_${p}` as const);
export const CASH_DISBURSED_ACCOUNTS = CLEARING_PROVIDERS.map((p) => `cash_disbursed_${p}` as const);
export type CashCollectedAccount = `cash_collected_${ClearingProvider}`;
export type CashDisbursedAccount = `cash_disbursed_${ClearingProvider}`;

/** Every account of the double-entry ledger (docs/product.md §13). */
export const LEDGER_ACCOUNTS = [
  ...RECEIVABLE_ACCOUNTS,
  'cash_disbursed_simulator',
  'cash_disbursed_mtn',
  'cash_disbursed_airtel',
  'cash_disbursed_lenco',
  'cash_disbursed_flutterwave',
  'cash_collected_simulator',
  'cash_collected_mtn',
  'cash_collected_airtel',
  'cash_collected_lenco',
  // Card repayments through Flutterwave's hosted checkout (docs/decisions/055); it pays nothing out.
  'cash_collected_flutterwave',
  'income_fee',
  'unearned_interest',
  'income_penalty',
  'overpayment',
  // Money a payer was given back outside the system after it reached us (a flagged payment's refund).
  'cash_refunded',
  // A write-off (docs/decisions/043): a contra account against the receivables (credit balance), the
  // lender's loss, and what came back after the loss was taken.
  'loan_written_off',
  'write_off_expense',
  'recoveries',
  // Interest recognised over time (docs/decisions/047): each instalment's interest leaves
  // unearned_interest on its due date for income, or for suspense while the loan is more than 90 days
  // past due or written off, and comes back to income when it is cured or paid.
  'interest_income',
  'suspended_interest',
  // A loan's provision for loss (contra asset) and its expense, moved at each month end by the bucket the
  // loan is in (docs/decisions/050).
  'loan_loss_provision',
  'provision_expense',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
export type ReceivableAccount = (typeof RECEIVABLE_ACCOUNTS)[number];

export const journalEntryKind = pgEnum('journal_entry_kind', [
  'disbursement',
  'repayment',
  'late_fee',
  'reversal',
  'refund',
  // Interest not yet earned, waived when a loan is paid off early (docs/product.md §13.6).
  'interest_rebate',
  // A prepayment re-plans the instalments not yet due (docs/product.md §13.7).
  'reschedule',
  // An approved write-off and each recovery after it (docs/decisions/043).
  'write_off',
  'recovery',
  // What the borrower owed on a written-off loan, forgiven by an approved waiver (docs/decisions/045).
  'waiver',
  // An instalment's interest recognised on its due date, and suspended interest back in income
  // (docs/decisions/047).
  'interest_recognition',
  'interest_resumed',
  // The month-end change in a loan's provision for loss (docs/decisions/050).
  'provision',
]);

/**
 * One money movement. Entries and their lines are never updated or deleted (triggers refuse it): a
 * correction is a `reversal` entry. Each unique source column makes posting the same event twice
 * impossible in the database, whatever the code does: one entry per payment, per disbursement, per late
 * fee (its idempotency key), and one disbursement entry per loan.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loanApplications.id),
    kind: journalEntryKind('kind').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    disbursementId: uuid('disbursement_id').references(() => disbursements.id),
    idempotencyKey: text('idempotency_key'),
    reversesEntryId: uuid('reverses_entry_id').references((): AnyPgColumn => journalEntries.id),
    memo: text('memo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('journal_entries_payment_key').on(t.paymentId),
    uniqueIndex('journal_entries_disbursement_key').on(t.disbursementId),
    uniqueIndex('journal_entries_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('journal_entries_reverses_key').on(t.reversesEntryId),
    uniqueIndex('journal_entries_one_disbursement_per_loan')
      .on(t.loanId)
      .where(sql`${t.kind} = 'disbursement'`),
    index('journal_entries_loan_created_idx').on(t.loanId, t.createdAt),
    // The books read entries by date (docs/decisions/046): a journal export's range, a month's first entry.
    index('journal_entries_created_idx').on(t.createdAt),
    // The statistics' write-offs and recoveries by day (docs/product.md §23.6): few rows, read by time.
    index('journal_entries_write_off_created_idx')
      .on(t.createdAt)
      .where(sql`${t.idempotencyKey} like 'write-off:%'`),
    index('journal_entries_recovery_created_idx')
      .on(t.createdAt)
      .where(sql`${t.idempotencyKey} like 'recovery:%'`),
  ],
);

/**
 * One side of an entry: exactly one of debit and credit is positive. A deferred constraint trigger
 * (migration 0007) refuses, at commit, an entry whose debits and credits differ.
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    account: text('account').$type<LedgerAccount>().notNull(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loanApplications.id),
    /** The instalment a receivable line belongs to; null for the lender's own accounts. */
    instalment: integer('instalment'),
    debit: bigint('debit', { mode: 'number' }).notNull().default(0),
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    // A loan's balances are one grouped read of this index (receivables by instalment and account).
    index('journal_lines_loan_account_idx').on(t.loanId, t.account, t.instalment),
    // The daily recognition job finds the loans holding suspended interest (docs/decisions/047): few lines.
    index('journal_lines_suspended_idx').on(t.loanId).where(sql`${t.account} = 'suspended_interest'`),
    check(
      'journal_lines_one_side',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} > 0) <> (${t.credit} > 0)`,
    ),
    check(
      'journal_lines_account_known',
      sql.raw(`account in (${LEDGER_ACCOUNTS.map((a) => `'${a}'`).join(', ')})`),
    ),
    check(
      'journal_lines_receivable_instalment',
      sql.raw(
        `(account in (${RECEIVABLE_ACCOUNTS.map((a) => `'${a}'`).join(', ')})) = (instalment is not null)`,
      ),
    ),
  ],
);

export type JournalEntry = typeof journalEntries.$inferSelect;
export type NewJournalEntry = typeof journalEntries.$inferInsert;
export type JournalLine = typeof journalLines.$inferSelect;
export type NewJournalLine = typeof journalLines.$inferInsert;
