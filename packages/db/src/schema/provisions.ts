import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A month-end's loan-loss provisions by bucket (docs/product.md §24, docs/decisions/050), written by the
 * accounting module's month-end job when it has measured every loan: bucket 0 holds the loans not past due,
 * bucket n the delinquency bucket n with the days it spanned then (a later change of the buckets does not
 * rewrite an old month). Money in ngwee; the rate in basis points. The first complete measure of a month
 * stands: a second run leaves the rows as they are.
 */
export const monthEndProvisions = pgTable(
  'month_end_provisions',
  {
    month: text('month').notNull(),
    bucket: smallint('bucket').notNull(),
    /** Days past due the bucket began and ended on; 0 and 0 for bucket 0, a null end for the last. */
    daysFrom: integer('days_from').notNull(),
    daysTo: integer('days_to'),
    loans: integer('loans').notNull(),
    exposure: bigint('exposure', { mode: 'number' }).notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    provision: bigint('provision', { mode: 'number' }).notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.bucket] }),
    check('month_end_provisions_month_shape', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('month_end_provisions_rate', sql`${t.rateBasisPoints} between 0 and 10000`),
  ],
);

export type MonthEndProvision = typeof monthEndProvisions.$inferSelect;
