import { type Executor, simulatorTransactions } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import type { SimulatedTransaction, SimulatorKind } from './simulator-outcomes';

export interface NewSimulatedTransaction extends SimulatedTransaction {
  reference: string;
  amount: number;
}

/**
 * Records a transaction unless its reference is already known: the reference is the caller's idempotency
 * key, so a repeated request (a retry after a timeout) never creates a second transaction.
 */
export async function insertSimulatedTransaction(db: Executor, tx: NewSimulatedTransaction): Promise<void> {
  await db
    .insert(simulatorTransactions)
    .values(tx)
    .onConflictDoNothing({ target: simulatorTransactions.reference });
}

export async function findSimulatedTransaction(db: Executor, kind: SimulatorKind, reference: string) {
  const [row] = await db
    .select()
    .from(simulatorTransactions)
    .where(and(eq(simulatorTransactions.reference, reference), eq(simulatorTransactions.kind, kind)));
  return row;
}
