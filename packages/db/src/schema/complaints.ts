import {
  ATTACHMENT_TYPES,
  COMPLAINT_CATEGORY_VALUES,
  COMPLAINT_STATUSES,
} from '@kwacha/shared/complaints/complaints';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { loanApplications } from './loan-applications';
import { payments } from './payments';
import { users } from './users';

export const complaintCategory = pgEnum('complaint_category', COMPLAINT_CATEGORY_VALUES);
export const complaintStatus = pgEnum('complaint_status', COMPLAINT_STATUSES);

/** PGlite hands bytea back as a Uint8Array and node-postgres as a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A borrower's complaint or dispute (docs/product.md §17). The deadlines are worked out once, when it is
 * received (working-days.ts), so a later change to the holiday list never moves a promise already made.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** CMP-XXXX-XXXX: read over the phone, so no 0/O, 1/I/L. */
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    loanId: uuid('loan_id').references(() => loanApplications.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    category: complaintCategory('category').notNull(),
    description: text('description').notNull(),
    status: complaintStatus('status').notNull().default('open'),
    assignedTo: uuid('assigned_to').references(() => users.id),
    acknowledgeBy: timestamp('acknowledge_by', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** What the borrower reads; required to resolve. */
    resolution: text('resolution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('complaints_reference_key').on(t.reference),
    index('complaints_user_created_idx').on(t.userId, t.createdAt),
    // The staff queue: unresolved ones by their next deadline.
    index('complaints_unresolved_idx')
      .on(t.status, t.acknowledgeBy, t.resolveBy)
      .where(sql`${t.status} <> 'resolved'`),
    check(
      'complaints_resolved_has_resolution',
      sql`(${t.status} = 'resolved') = (${t.resolvedAt} is not null and ${t.resolution} is not null)`,
    ),
    check('complaints_acknowledged_at', sql`(${t.status} = 'open') = (${t.acknowledgedAt} is null)`),
  ],
);

export type Complaint = typeof complaints.$inferSelect;
export type NewComplaint = typeof complaints.$inferInsert;

/** Staff's own notes on a complaint: never shown to the borrower. */
export const complaintNotes = pgTable(
  'complaint_notes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_notes_complaint_idx').on(t.complaintId, t.createdAt)],
);

export type ComplaintNoteRow = typeof complaintNotes.$inferSelect;

export const complaintAttachmentType = pgEnum('complaint_attachment_type', ATTACHMENT_TYPES);

/** At most one file per complaint (its primary key), checked by content before it is stored. */
export const complaintAttachments = pgTable(
  'complaint_attachments',
  {
    complaintId: uuid('complaint_id')
      .primaryKey()
      .references(() => complaints.id),
    /** The name the borrower's device gave it, cleaned; downloads are named after the reference. */
    filename: text('filename').notNull(),
    contentType: complaintAttachmentType('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('complaint_attachments_size', sql`${t.size} = octet_length(${t.content}) and ${t.size} <= 2097152`),
  ],
);

export type ComplaintAttachment = typeof complaintAttachments.$inferSelect;
