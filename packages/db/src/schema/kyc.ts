import { KYC_DELETION_REASONS, KYC_DOCUMENT_KINDS, KYC_STATUSES } from '@kwacha/shared/kyc/kyc-view';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** PGlite hands bytea back as a Uint8Array and node-postgres as a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A borrower's identity check (docs/product.md §20): one row per borrower once they upload a photo; no
 * row reads as not_started. `reason` and `reason_kind` are staff's words when they asked for another photo.
 */
export const kycChecks = pgTable(
  'kyc_checks',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    status: text('status', { enum: KYC_STATUSES }).notNull().default('not_started'),
    reason: text('reason'),
    reasonKind: text('reason_kind', { enum: KYC_DOCUMENT_KINDS }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    /**
     * Set when the borrower's account was erased while loan records keep the documents (§20.7): the day
     * (Lusaka) the retention period ends, after which a daily job deletes the photos and this row.
     */
    keepUntil: date('keep_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('kyc_checks_status', sql`${t.status} in (${inList(KYC_STATUSES)})`),
    check(
      'kyc_checks_reason_kind',
      sql`${t.reasonKind} is null or ${t.reasonKind} in (${inList(KYC_DOCUMENT_KINDS)})`,
    ),
    // A reason exactly when staff asked for another photo.
    check(
      'kyc_checks_reason',
      sql`(${t.status} = 'needs_another_photo') = (${t.reason} is not null and ${t.reasonKind} is not null)`,
    ),
    check('kyc_checks_submitted_at', sql`${t.status} <> 'submitted' or ${t.submittedAt} is not null`),
    check('kyc_checks_approved', sql`${t.status} <> 'approved' or ${t.decidedAt} is not null`),
    // The staff queue: oldest submitted first, by status.
    index('kyc_checks_queue_idx').on(t.status, t.submittedAt),
    // The retention sweep: only erased borrowers' checks carry a date.
    index('kyc_checks_keep_until_idx').on(t.keepUntil).where(sql`${t.keepUntil} is not null`),
  ],
);

export type KycCheck = typeof kycChecks.$inferSelect;

/**
 * One processed photo per borrower and kind (a new upload replaces the old). The bytes live where the
 * storage adapter puts them (`storage_key`): kyc_document_blobs by default, or an S3-compatible bucket;
 * in both places encrypted (AES-256-GCM). `sha256` is of the stored JPEG before encryption.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: KYC_DOCUMENT_KINDS }).notNull(),
    storageKey: text('storage_key').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kyc_documents_user_kind_key').on(t.userId, t.kind),
    uniqueIndex('kyc_documents_storage_key_key').on(t.storageKey),
    check('kyc_documents_kind', sql`${t.kind} in (${inList(KYC_DOCUMENT_KINDS)})`),
    check('kyc_documents_size', sql`${t.byteSize} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);

export type KycDocument = typeof kycDocuments.$inferSelect;

/** The encrypted bytes, used only by the database storage adapter (modules/kyc/storage). */
export const kycDocumentBlobs = pgTable('kyc_document_blobs', {
  storageKey: text('storage_key').primaryKey(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Photos in the S3-compatible store (KYC_STORAGE=s3) owed a removal: written in the transaction that drops
 * the photo's record (a replacement, an erasure, the retention sweep), or when an upload fails, and deleted
 * once the object is gone. A removal that fails keeps its row with the store's answer and a later attempt;
 * the job `kyc.retry-photo-deletions` tries again, waiting longer each time, until it is done. Staff see
 * the rows in Identity checks (docs/product.md §20.6).
 */
export const kycPendingDeletions = pgTable(
  'kyc_pending_deletions',
  {
    storageKey: text('storage_key').primaryKey(),
    reason: text('reason', { enum: KYC_DELETION_REASONS }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('kyc_pending_deletions_reason', sql`${t.reason} in (${inList(KYC_DELETION_REASONS)})`),
    // The job takes the due rows, soonest first.
    index('kyc_pending_deletions_next_attempt_idx').on(t.nextAttemptAt),
  ],
);

export type KycPendingDeletion = typeof kycPendingDeletions.$inferSelect;
