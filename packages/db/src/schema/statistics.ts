import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { loanApplications, loanStatus } from './loan-applications';
import { users } from './users';

/**
 * One Lusaka day of one product's flows, worked out by the statistics refresh job from the source tables
 * (today's and yesterday's rows are recomputed on every run, older days once). Reading a year of figures
 * is then a read of at most 366 rows per product, however large the book (decision 011).
 */
export const portfolioDays = pgTable(
  'portfolio_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: text('product_id').notNull(),
    applications: integer('applications').notNull(),
    approvedByRules: integer('approved_by_rules').notNull(),
    approvedByStaff: integer('approved_by_staff').notNull(),
    rejected: integer('rejected').notNull(),
    disbursedCount: integer('disbursed_count').notNull(),
    disbursedAmount: bigint('disbursed_amount', { mode: 'number' }).notNull(),
    collectedCount: integer('collected_count').notNull(),
    collectedAmount: bigint('collected_amount', { mode: 'number' }).notNull(),
    dueAmount: bigint('due_amount', { mode: 'number' }).notNull(),
    /** Ngwee taken off the books by the day's approved write-offs, and recovered after write-off. */
    writtenOffAmount: bigint('written_off_amount', { mode: 'number' }).notNull().default(0),
    recoveredAmount: bigint('recovered_amount', { mode: 'number' }).notNull().default(0),
    /** Promises to pay decided kept and broken on the day (promises_to_pay.decided_on, docs/product.md §23.4). */
    promisesKept: integer('promises_kept').notNull().default(0),
    promisesBroken: integer('promises_broken').notNull().default(0),
    /** Minutes from application to decision of the day's decisions, counted in the buckets of decision 011. */
    decisionMinutes: integer('decision_minutes').array().notNull(),
    /** Minutes from approval to disbursement of the day's disbursements, in the same buckets. */
    disbursalMinutes: integer('disbursal_minutes').array().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/**
 * The book at one moment, per product: what is owed and how late. The refresh job writes today's row
 * (replacing the one before it), so the last row of each day is that day's close; the PAR trend reads
 * the close of each month.
 */
export const portfolioSnapshots = pgTable(
  'portfolio_snapshots',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: text('product_id').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    activeLoans: integer('active_loans').notNull(),
    principal: bigint('principal', { mode: 'number' }).notNull(),
    interest: bigint('interest', { mode: 'number' }).notNull(),
    fees: bigint('fees', { mode: 'number' }).notNull(),
    penalties: bigint('penalties', { mode: 'number' }).notNull(),
    /** Per arrears bucket (current, 1–29, 30–59, 60–89, 90+): loans and their principal. */
    bucketCounts: integer('bucket_counts').array().notNull(),
    bucketPrincipal: bigint('bucket_principal', { mode: 'number' }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/** Loans per product and status, kept exact by a trigger on loan_applications (the pipeline's status mix). */
export const productStatusCounts = pgTable(
  'product_status_counts',
  {
    productId: text('product_id').notNull(),
    status: loanStatus('status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.status] })],
);

/**
 * How far the day rows are worked out: the refresh starts again from the day before (late writes near
 * midnight) and never walks the whole history twice. Seeding history resets it. One row.
 */
export const statisticsProgress = pgTable('statistics_progress', {
  singleton: boolean('singleton').primaryKey().default(true),
  daysComputedThrough: date('days_computed_through', { mode: 'string' }),
});

/** Where a loan stood at a month's end: still owing (in a bucket), paid off, or written off. */
export const MONTH_END_STATES = ['open', 'paid', 'written_off'] as const;
export type MonthEndState = (typeof MONTH_END_STATES)[number];

/**
 * Each loan's delinquency bucket at the end of a month (`month` is YYYY-MM), written by the daily run of
 * the business day that is the month's last (statistics.month-end.ts): the loans that owe, and those that
 * owed at the previous month's end (so a loan paid off or written off in the month is recorded once as
 * such). The roll rates compare one month's rows with the next.
 */
export const loanMonthEnds = pgTable(
  'loan_month_ends',
  {
    month: text('month').notNull(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loanApplications.id),
    productId: text('product_id').notNull(),
    state: text('state', { enum: MONTH_END_STATES }).notNull(),
    /** 0 = current (not past due), else the delinquency bucket's number (1 = the first); 0 unless open. */
    bucket: smallint('bucket').notNull(),
    daysPastDue: integer('days_past_due').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.loanId] })],
);

/**
 * Of the loans open in each bucket at the previous month's end, how many stood where at this month's end,
 * per product: the roll rates and cure rate of the page, worked out with the month-end rows.
 */
export const portfolioRolls = pgTable(
  'portfolio_rolls',
  {
    month: text('month').notNull(),
    productId: text('product_id').notNull(),
    fromBucket: smallint('from_bucket').notNull(),
    toState: text('to_state', { enum: MONTH_END_STATES }).notNull(),
    toBucket: smallint('to_bucket').notNull(),
    loans: integer('loans').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.productId, t.fromBucket, t.toState, t.toBucket] })],
);

/**
 * One Lusaka day of repayments per product and collector: the successful payments settled that day on
 * loans assigned to the collector when the refresh job worked the day out (like portfolio_days).
 */
export const collectorDays = pgTable(
  'collector_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: text('product_id').notNull(),
    collectorId: uuid('collector_id')
      .notNull()
      .references(() => users.id),
    collectedCount: integer('collected_count').notNull(),
    collectedAmount: bigint('collected_amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId, t.collectorId] })],
);

export type PortfolioDay = typeof portfolioDays.$inferSelect;
export type NewPortfolioDay = typeof portfolioDays.$inferInsert;
export type PortfolioSnapshot = typeof portfolioSnapshots.$inferSelect;
export type NewPortfolioSnapshot = typeof portfolioSnapshots.$inferInsert;
export type PortfolioRoll = typeof portfolioRolls.$inferSelect;
export type NewCollectorDay = typeof collectorDays.$inferInsert;
