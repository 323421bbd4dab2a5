import { bigint, index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const simulatorKind = pgEnum('simulator_kind', ['collection', 'disbursement']);

/**
 * The payment simulator's own books (docs/product.md §16). It keeps them in the database, not in memory,
 * so any API or worker process can answer a status query for a transaction another process started.
 * The outcome is decided from the destination's last digits and the time since `created_at`.
 */
export const simulatorTransactions = pgTable(
  'simulator_transactions',
  {
    /** The caller's reference (idempotency key): a repeated request with it returns the same row. */
    reference: text('reference').primaryKey(),
    kind: simulatorKind('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Phone number or bank account number the money goes to or comes from. */
    account: text('account').notNull(),
    providerReference: text('provider_reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('simulator_transactions_created_idx').on(t.createdAt)],
);

export type SimulatorTransaction = typeof simulatorTransactions.$inferSelect;
