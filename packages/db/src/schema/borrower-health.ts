import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The financial health score a borrower was shown, one row per Lusaka day (the last of the day wins): the
 * dashboard's change indicator compares today's score with the latest earlier one (docs/product.md §4).
 */
export const borrowerHealthScores = pgTable(
  'borrower_health_scores',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    score: integer('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export type BorrowerHealthScore = typeof borrowerHealthScores.$inferSelect;
