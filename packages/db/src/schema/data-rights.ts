import { DATA_RIGHTS_KINDS, DATA_RIGHTS_STATUSES } from '@kwacha/shared/data-rights/data-rights';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const dataRightsKind = pgEnum('data_rights_kind', DATA_RIGHTS_KINDS);
export const dataRightsStatus = pgEnum('data_rights_status', DATA_RIGHTS_STATUSES);

/**
 * Every request a borrower makes under the Data Protection Act 2021 (docs/product.md §18): a copy of
 * their data, erasure, a correction. Kept with its outcome; staff complete or refuse the corrections.
 * An erased account's rows stay (the log is evidence), with personal values in `details` cleared.
 */
export const dataRightsRequests = pgTable(
  'data_rights_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: dataRightsKind('kind').notNull(),
    status: dataRightsStatus('status').notNull().default('pending'),
    /** For a correction: `{ field, newValue, reason }`. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** What the borrower reads: what was done, what was kept and until when, or why it was refused. */
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id),
  },
  (t) => [
    index('data_rights_requests_user_idx').on(t.userId, t.createdAt),
    index('data_rights_requests_status_idx').on(t.status, t.createdAt),
  ],
);

export type DataRightsRequestRow = typeof dataRightsRequests.$inferSelect;
