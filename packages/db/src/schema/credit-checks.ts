import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { loanApplications } from './loan-applications';
import { loanProducts } from './loan-products';
import { users } from './users';

/** PGlite hands bytea back as a Uint8Array and node-postgres as a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The credit check per loan product (docs/product.md §25.2), set by a superuser. A product without a row
 * uses the defaults below (the check optional, hold on failure, reports fresh for 30 days).
 */
export const creditCheckSettings = pgTable('credit_check_settings', {
  productId: text('product_id')
    .primaryKey()
    .references(() => loanProducts.id, { onDelete: 'cascade' }),
  /** True: an application without bureau consent is refused (400). */
  checkMandatory: boolean('check_mandatory').notNull().default(false),
  /** 'hold' (staff review, no instant approval) or 'proceed' (the rules go on without a report). */
  onFailure: text('on_failure').notNull().default('hold'),
  /** A report fetched within this many days is reused rather than paid for again. */
  freshDays: integer('fresh_days').notNull().default(30),
  /** Arrears elsewhere over this many days: no automatic approval. */
  maxArrearsDaysElsewhere: integer('max_arrears_days_elsewhere').notNull().default(30),
  /** A score below this sends the application to staff; null: the score is not used. */
  minScore: integer('min_score'),
  /** Other lenders' monthly instalments plus this loan's over this (ngwee) go to staff; null: not used. */
  maxTotalInstalments: bigint('max_total_instalments', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every bureau enquiry (docs/product.md §25.2). One row per request key: the key is derived from the
 * application, so a retry finds the row (or sends the same key, which the bureau does not charge twice).
 * The NRC is kept only as a keyed hash; the report itself (facilities, arrears, score, the bureau's
 * consumer details) is sealed with AES-256-GCM (decision 052), so the raw row holds no personal data.
 */
export const creditReports = pgTable(
  'credit_reports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The application that asked; null if that application is later deleted. */
    loanId: uuid('loan_id').references(() => loanApplications.id, { onDelete: 'set null' }),
    /** HMAC-SHA256 of the NRC asked about (keyed, so it cannot be reversed by trying every NRC). */
    nrcHash: text('nrc_hash').notNull(),
    requestKey: text('request_key').notNull().unique(),
    /** found, not_found, thin_file, failed */
    outcome: text('outcome').notNull(),
    /** Why a check failed: timeout, unavailable, wrong_person; null otherwise. */
    failureReason: text('failure_reason'),
    /** Which adapter answered: standin, transunion. */
    bureau: text('bureau').notNull(),
    bureauReference: text('bureau_reference'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sealed report (version | IV | tag | ciphertext); null when the check failed. */
    body: bytea('body'),
  },
  (t) => [index('credit_reports_user_idx').on(t.userId, t.fetchedAt)],
);

/**
 * What the check at application came to, one row per application: the report it used (fresh or reused),
 * or why there is none. The review screen and the adverse-action notice read it.
 */
export const creditChecks = pgTable('credit_checks', {
  loanId: uuid('loan_id')
    .primaryKey()
    .references(() => loanApplications.id, { onDelete: 'cascade' }),
  reportId: uuid('report_id').references(() => creditReports.id, { onDelete: 'set null' }),
  /** used (a report was read), bureau_unavailable, no_consent, off (no bureau configured). */
  status: text('status').notNull(),
  /** True when a report fresher than the product's fresh_days was reused instead of a new enquiry. */
  reused: boolean('reused').notNull().default(false),
  /** What the report did to the rules: null (nothing), no_auto_approval, staff_review. */
  ruleEffect: text('rule_effect'),
  /** The reasons, e.g. arrears_elsewhere, low_score, instalment_ceiling, bureau_unavailable. */
  ruleReasons: text('rule_reasons').array().notNull().default(sql`'{}'::text[]`),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CreditCheckSettings = typeof creditCheckSettings.$inferSelect;
export type CreditReport = typeof creditReports.$inferSelect;
export type CreditCheck = typeof creditChecks.$inferSelect;
