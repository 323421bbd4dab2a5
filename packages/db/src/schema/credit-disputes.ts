import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { complaints } from './complaints';
import { loanApplications } from './loan-applications';
import { users } from './users';

export const CREDIT_DISPUTE_STATUSES = ['open', 'resolved'] as const;
export type CreditDisputeStatus = (typeof CREDIT_DISPUTE_STATUSES)[number];
/** corrected: the record was wrong and the next file corrects it; upheld: the record stands. */
export const CREDIT_DISPUTE_OUTCOMES = ['corrected', 'upheld'] as const;
export type CreditDisputeOutcome = (typeof CREDIT_DISPUTE_OUTCOMES)[number];

/**
 * A borrower's dispute of what the credit bureau is told about one of their loans (docs/product.md §25.5,
 * docs/decisions/054). It runs through a complaints-desk case (`complaint_id`, category credit_report) with
 * its deadlines; while it is open the loan is reported as "disputed" — the monthly file reads
 * opened_at <= month end and (resolved_at is null or resolved_at > month end). One open dispute per loan,
 * whatever the code does (the partial unique index). Owned by apps/api/src/modules/credit-disputes.
 */
export const creditDisputes = pgTable(
  'credit_disputes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loanApplications.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id),
    /** The borrower's words: also the complaint's description. */
    reason: text('reason').notNull(),
    status: text('status', { enum: CREDIT_DISPUTE_STATUSES }).notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    outcome: text('outcome', { enum: CREDIT_DISPUTE_OUTCOMES }),
    /** The member of staff who recorded the outcome. */
    resolvedBy: uuid('resolved_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('credit_disputes_one_open_per_loan').on(t.loanId).where(sql`${t.status} = 'open'`),
    uniqueIndex('credit_disputes_complaint_key').on(t.complaintId),
    index('credit_disputes_user_idx').on(t.userId, t.openedAt),
    index('credit_disputes_loan_idx').on(t.loanId, t.openedAt),
    check('credit_disputes_status', sql`${t.status} in ('open', 'resolved')`),
    check('credit_disputes_outcome', sql`${t.outcome} is null or ${t.outcome} in ('corrected', 'upheld')`),
    check(
      'credit_disputes_resolved',
      sql`(${t.status} = 'resolved') = (${t.resolvedAt} is not null and ${t.outcome} is not null)`,
    ),
  ],
);

export type CreditDispute = typeof creditDisputes.$inferSelect;
export type NewCreditDispute = typeof creditDisputes.$inferInsert;

/**
 * The notice a borrower gets before a loan is first reported to the credit bureau as in arrears
 * (docs/product.md §25.4): one per loan, ever (the primary key). `listable_on` is the Lusaka business day
 * it was sent plus the notice days; the monthly file lists the loan "in arrears" only from a month whose end
 * is on or after it. The texts themselves go through the notification, e-mail and SMS outboxes.
 */
export const creditListingNotices = pgTable(
  'credit_listing_notices',
  {
    loanId: uuid('loan_id')
      .primaryKey()
      .references(() => loanApplications.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Lusaka business day the notice was sent on. */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    listableOn: date('listable_on', { mode: 'string' }).notNull(),
    /** What the borrower was told to pay (ngwee): the amount past due on the day. */
    amountDue: bigint('amount_due', { mode: 'number' }).notNull(),
    /** The language the texts were written in (en, bem, nya). */
    language: text('language').notNull(),
  },
  (t) => [
    index('credit_listing_notices_user_idx').on(t.userId),
    check('credit_listing_notices_after_sent', sql`${t.listableOn} >= ${t.sentOn}`),
    check('credit_listing_notices_amount', sql`${t.amountDue} > 0`),
  ],
);

export type CreditListingNotice = typeof creditListingNotices.$inferSelect;
