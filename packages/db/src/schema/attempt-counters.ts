import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for limits per account and per identifier (failed logins, reset e-mails to one
 * address), when no Redis is configured. One atomic upsert both counts and reserves an attempt, so
 * parallel requests can never all slip under a limit; any number of API processes share the counts.
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
