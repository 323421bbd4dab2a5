import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { loanApplications } from './loan-applications';
import { loanProducts } from './loan-products';

/**
 * The schedule a loan runs on once the money arrived (re-dated from that day), one row per instalment.
 * Written by modules/loans when the loan turns active; the statistics read what falls due each day.
 */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loanApplications.id),
    number: integer('number').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => loanProducts.id),
    /** A calendar day in Lusaka. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Principal and interest of the instalment, ngwee. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.loanId, t.number] }), index('loan_instalments_due_idx').on(t.dueDate)],
);

/**
 * What a loan's borrower owes now, per kind of receivable, and since when: a copy of the ledger's
 * balances kept by modules/loans in the transaction of every posting (the ledger invariants check that
 * the two agree). It lets the statistics and the staff list's arrears filter read one row per loan
 * instead of summing journal lines.
 */
export const loanPositions = pgTable(
  'loan_positions',
  {
    loanId: uuid('loan_id')
      .primaryKey()
      .references(() => loanApplications.id),
    productId: text('product_id')
      .notNull()
      .references(() => loanProducts.id),
    principal: bigint('principal', { mode: 'number' }).notNull(),
    interest: bigint('interest', { mode: 'number' }).notNull(),
    fees: bigint('fees', { mode: 'number' }).notNull(),
    penalties: bigint('penalties', { mode: 'number' }).notNull(),
    /** The due date of the oldest instalment not fully paid; null when nothing is owed. */
    oldestUnpaidDueDate: date('oldest_unpaid_due_date', { mode: 'string' }),
    /**
     * The loan's amount (ngwee), copied: it never changes once applied for. The staff list's arrears
     * filter in amount order walks the loans that owe by it (loan_positions_owing_amount_idx) instead of
     * every loan by loan_applications' amount, most of which owe nothing (docs/performance.md).
     */
    loanAmount: bigint('loan_amount', { mode: 'number' }).notNull(),
    /**
     * Lusaka days from oldestUnpaidDueDate to agedOn (docs/product.md §13.4): set by the daily run for its
     * day, and again by every posting against the same day, so a repayment that clears the arrears makes
     * the loan current at once. 0 while nothing is past due, and for a loan no longer serviced.
     */
    daysPastDue: integer('days_past_due').notNull().default(0),
    /**
     * The delinquency bucket's number under the boundaries of the run that set it (1 = the first bucket,
     * 1–30 days by default; @kwacha/shared/loans/delinquency); null while not past due. A number rather
     * than the days of a bound, so a queue filters and sorts by it the same whatever the bounds are.
     */
    delinquencyBucket: smallint('delinquency_bucket'),
    /** The Lusaka day daysPastDue was counted for; null until the daily run first ages the loan. */
    agedOn: date('aged_on', { mode: 'string' }),
    /**
     * What is past due (ngwee): the unpaid part of every instalment due before agedOn, and the penalties.
     * Kept with daysPastDue, so the collections queue sorts by it at 1M loans (docs/product.md §23.2).
     */
    overdueAmount: bigint('overdue_amount', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('loan_positions_oldest_unpaid_idx').on(t.oldestUnpaidDueDate, t.loanId),
    index('loan_positions_owing_amount_idx')
      .on(t.loanAmount, t.loanId)
      .where(sql`${t.principal} + ${t.interest} + ${t.fees} + ${t.penalties} > 0`),
    // The collections queue's indexes are DESC NULLS FIRST, PostgreSQL's default for DESC and so what the
    // queue's `order by … desc` asks for: drizzle's bare .desc() is NULLS LAST, an order the planner
    // cannot use for that query (the columns being NOT NULL does not help), so it sorted every loan past
    // due for each page (`npm run bench:collections`, docs/performance.md §8).
    // The loans past due, a bucket at a time, longest past due first, the loan id breaking ties. Partial,
    // so the current loans, most of them, stay out of it.
    index('loan_positions_delinquency_idx')
      .on(t.delinquencyBucket, t.daysPastDue.desc().nullsFirst(), t.loanId.desc().nullsFirst())
      .where(sql`${t.daysPastDue} > 0`),
    // The whole queue in its two orders, the loan id breaking ties as the keyset cursor does, so a page
    // reads its rows off the index instead of sorting every loan past due (docs/product.md §23.2).
    index('loan_positions_past_due_idx')
      .on(t.daysPastDue.desc().nullsFirst(), t.loanId.desc().nullsFirst())
      .where(sql`${t.daysPastDue} > 0`),
    index('loan_positions_overdue_amount_idx')
      .on(t.overdueAmount.desc().nullsFirst(), t.loanId.desc().nullsFirst())
      .where(sql`${t.daysPastDue} > 0`),
  ],
);

export type LoanInstalment = typeof loanInstalments.$inferSelect;
export type LoanPosition = typeof loanPositions.$inferSelect;
export type NewLoanPosition = typeof loanPositions.$inferInsert;
