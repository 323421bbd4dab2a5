import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { loanApplications } from './loan-applications';
import { users } from './users';

/** PGlite hands bytea back as a Uint8Array and node-postgres as a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const CREDIT_SUBMISSION_STATUSES = ['built', 'sent'] as const;
export type CreditSubmissionStatus = (typeof CREDIT_SUBMISSION_STATUSES)[number];

/**
 * One month's data file for the credit bureau (docs/product.md §25.3, docs/decisions/053). One row per
 * month: building the month again rewrites the row and its file in place while it is `built`; once a
 * superuser marks it `sent` it never changes (a later change goes out as a correction in the next file).
 * Owned by apps/api/src/modules/credit-reporting.
 */
export const creditSubmissions = pgTable(
  'credit_submissions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The month reported, YYYY-MM. */
    month: text('month').notNull(),
    status: text('status', { enum: CREDIT_SUBMISSION_STATUSES }).notNull().default('built'),
    /** The bureau layout (the adapter) and its version the file was written in. */
    layout: text('layout').notNull(),
    layoutVersion: text('layout_version').notNull(),
    fileName: text('file_name').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
    /** The superuser who built it; null for the monthly job and the command line. */
    builtBy: uuid('built_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by').references(() => users.id),
    consumerRecords: integer('consumer_records').notNull().default(0),
    accountRecords: integer('account_records').notNull().default(0),
    correctionRecords: integer('correction_records').notNull().default(0),
    /** Records left out for failing validation (each in credit_submission_rejects). */
    rejectedRecords: integer('rejected_records').notNull().default(0),
    /** Records held back for the notice period (in the rejects with reason notice_period, not errors). */
    heldRecords: integer('held_records').notNull().default(0),
    /** Loans open in the month whose application carries no bureau consent: never reported. */
    noConsentLoans: integer('no_consent_loans').notNull().default(0),
    /** The file as the bureau takes it: its size and SHA-256 (hex); stored gzip-compressed in chunks. */
    fileBytes: bigint('file_bytes', { mode: 'number' }).notNull().default(0),
    storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull().default(0),
    sha256: text('sha256').notNull().default(''),
  },
  (t) => [
    uniqueIndex('credit_submissions_month_key').on(t.month),
    check('credit_submissions_status', sql`${t.status} in ('built', 'sent')`),
    check('credit_submissions_sent', sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
  ],
);

/** The stored file: its gzip-compressed bytes in order, a few MB a chunk, so no row holds the whole file. */
export const creditSubmissionChunks = pgTable(
  'credit_submission_chunks',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => creditSubmissions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.seq] })],
);

/**
 * A record left out of a month's file, with why: a validation failure (bad NRC, a date, an amount, a
 * balance that disagrees with the ledger) or `notice_period` (in arrears before the borrower's notice ran
 * out: held, not an error).
 */
export const creditSubmissionRejects = pgTable(
  'credit_submission_rejects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => creditSubmissions.id, { onDelete: 'cascade' }),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loanApplications.id),
    reasonCode: text('reason_code').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('credit_submission_rejects_submission_idx').on(t.submissionId, t.id)],
);

/**
 * Each account record a file carries: the loan, the month it describes (the file's month, or an earlier
 * one for a correction) and the hash of what it said. Once the file is marked sent, the latest sent hash of
 * a loan's month is what the bureau holds; a record that would now read differently goes out again as a
 * correction in the next file (docs/decisions/053).
 */
export const creditReportedRecords = pgTable(
  'credit_reported_records',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => creditSubmissions.id, { onDelete: 'cascade' }),
    loanId: uuid('loan_id').notNull(),
    month: text('month').notNull(),
    recordHash: text('record_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.loanId, t.month] }),
    index('credit_reported_records_loan_idx').on(t.loanId, t.month),
  ],
);

export type CreditSubmission = typeof creditSubmissions.$inferSelect;
export type CreditSubmissionReject = typeof creditSubmissionRejects.$inferSelect;
