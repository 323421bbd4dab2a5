import type { ScheduleLine } from '@kwacha/shared/loans/loan-quote';
import { LOAN_STATUSES } from '@kwacha/shared/loans/loan-status';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { loanProducts } from './loan-products';
import { users } from './users';

/** docs/product.md §4: the statuses live in packages/shared, with the rules about them. */
export const loanStatus = pgEnum('loan_status', LOAN_STATUSES);

export const loanDecision = pgEnum('loan_decision', ['approved', 'rejected']);

export const disbursementMethod = pgEnum('disbursement_method', ['mobile_money', 'bank_account']);
export const mobileOperator = pgEnum('mobile_operator', ['mtn', 'airtel', 'zamtel']);

/** What the borrower was quoted and accepted, kept as it was (the product's terms may change later). */
export interface QuoteSnapshot {
  productName: string;
  serviceFee: number;
  amountReceived: number;
  instalment: number;
  totalInterest: number;
  totalRepayable: number;
  aprBasisPoints: number;
  quotedOn: string;
  schedule: {
    number: number;
    dueDate: string;
    instalment: number;
    principal: number;
    interest: number;
    balanceAfter: number;
  }[];
}

export const loanApplications = pgTable(
  'loan_applications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id')
      .notNull()
      .references(() => loanProducts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    durationMonths: integer('duration_months').notNull(),
    monthlyRateBasisPoints: integer('monthly_rate_bp').notNull(),
    /**
     * The late-fee rule the key facts promised (docs/product.md §14.5): a later change of the setting
     * applies to new applications only. The defaults are the only rule there was before it could change.
     */
    lateFeeBasisPoints: integer('late_fee_bp').notNull().default(500),
    lateFeeGraceDays: integer('late_fee_grace_days').notNull().default(3),
    purpose: text('purpose').notNull(),
    status: loanStatus('status').notNull().default('pending'),
    remarks: text('remarks'),
    // Why staff rejected it, when they said (docs/product.md §12.2): the borrower reads it beside SPEC's
    // remark, which stays "Loan was rejected after review.". Null otherwise.
    rejectionReason: text('rejection_reason'),
    serviceFee: bigint('service_fee', { mode: 'number' }).notNull(),
    amountReceived: bigint('amount_received', { mode: 'number' }).notNull(),
    totalRepayable: bigint('total_repayable', { mode: 'number' }).notNull(),
    quoteSnapshot: jsonb('quote_snapshot').$type<QuoteSnapshot>().notNull(),
    keyFactsText: text('key_facts_text').notNull(),
    keyFactsAcceptedAt: timestamp('key_facts_accepted_at', { withTimezone: true }).notNull(),
    disbursementMethod: disbursementMethod('disbursement_method').notNull(),
    mobileMoneyProvider: mobileOperator('mobile_money_provider'),
    mobileMoneyNumber: text('mobile_money_number'),
    bankName: text('bank_name'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    bankCode: text('bank_code'),
    applicationDate: timestamp('application_date', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The decision itself, kept after the status moves on (an approved loan becomes disbursed, active…). */
    decision: loanDecision('decision'),
    /** True when the instant-approval rules decided, false when a person did; null until decided. */
    decidedByRules: boolean('decided_by_rules'),
    disbursementDate: timestamp('disbursement_date', { withTimezone: true }),
    /**
     * The schedule in force after a prepayment changed it (docs/product.md §13.7): every line, dated; null
     * while the loan runs on its quoted schedule re-dated from the disbursement.
     */
    scheduleRevision: jsonb('schedule_revision').$type<ScheduleLine[]>(),
    /** Set by the daily servicing job the first time the loan goes overdue; instant-approval limits read it. */
    everOverdue: boolean('ever_overdue').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loan_applications_user_date_idx').on(t.userId, t.applicationDate),
    // Staff loan list (keyset pagination): one index per sort order, with and without a status tab.
    // `id` breaks ties so that the (sort key, id) cursor walks every row exactly once.
    index('loan_applications_status_date_idx').on(t.status, t.applicationDate, t.id),
    // The disbursement date, a third key, lets a disbursement window be checked inside the index: the
    // newest-first walk skips loans applied before the window's end but disbursed after it without
    // reading their rows (docs/performance.md).
    index('loan_applications_date_idx').on(t.applicationDate, t.id, t.disbursementDate),
    index('loan_applications_amount_idx').on(t.amount, t.id),
    index('loan_applications_status_amount_idx').on(t.status, t.amount, t.id),
    // Statistics: the day's decisions and disbursements (docs/architecture.md, statistics).
    index('loan_applications_decided_idx').on(t.decidedAt).where(sql`${t.decidedAt} is not null`),
    index('loan_applications_disbursed_idx')
      .on(t.disbursementDate)
      .where(sql`${t.disbursementDate} is not null`),
    // Staff search by the first characters of a loan id.
    index('loan_applications_id_prefix_idx').using('btree', sql`(${t.id}::text) text_pattern_ops`),
    // One open application per borrower, guaranteed by the database rather than a check in code.
    // approval_error is an application waiting for staff, as open as a pending one.
    uniqueIndex('loan_applications_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'in_review', 'approval_error')`),
  ],
);

export type LoanApplication = typeof loanApplications.$inferSelect;
export type NewLoanApplication = typeof loanApplications.$inferInsert;
