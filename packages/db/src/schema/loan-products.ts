import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Loan products (docs/product.md §3), seeded by migration and editable by a superuser. Amounts in ngwee,
 * the monthly rate in basis points (250 = 2.5% a month). An application snapshots the terms it was quoted.
 */
export const loanProducts = pgTable('loan_products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
  minMonths: integer('min_months').notNull(),
  maxMonths: integer('max_months').notNull(),
  monthlyRateBasisPoints: integer('monthly_rate_bp').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LoanProduct = typeof loanProducts.$inferSelect;
