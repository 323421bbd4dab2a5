import { bigint, pgTable } from 'drizzle-orm/pg-core';
import { loanStatus } from './loan-applications';

/**
 * How many loans are in each status, kept exact by a trigger on loan_applications (migration 0006), so
 * the staff list's tab counts cost a read of at most one row per status, however many loans there are.
 */
export const loanStatusCounts = pgTable('loan_status_counts', {
  status: loanStatus('status').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});

export type LoanStatusCount = typeof loanStatusCounts.$inferSelect;
