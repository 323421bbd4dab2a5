import {
  type Executor,
  type LoanInstalment,
  loanInstalments,
  loanPositions,
  type NewLoanPosition,
} from '@kwacha/db';
import { and, eq, gt, gte } from 'drizzle-orm';

/** The loan's schedule in force, once: a repeated call (a retried settlement) leaves the first rows. */
export async function insertInstalments(tx: Executor, rows: LoanInstalment[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(loanInstalments).values(rows).onConflictDoNothing();
}

/** A loan's instalments from `number` on are replaced by `rows` (a prepayment planned them again). */
export async function replaceInstalmentsFrom(
  tx: Executor,
  loanId: string,
  number: number,
  rows: LoanInstalment[],
): Promise<void> {
  await tx
    .delete(loanInstalments)
    .where(and(eq(loanInstalments.loanId, loanId), gte(loanInstalments.number, number)));
  if (rows.length > 0) await tx.insert(loanInstalments).values(rows);
}

/** The instalments of a loan falling due after `day` (a Lusaka calendar day) are no longer due. */
export async function deleteInstalmentsAfter(tx: Executor, loanId: string, day: string): Promise<void> {
  await tx
    .delete(loanInstalments)
    .where(and(eq(loanInstalments.loanId, loanId), gt(loanInstalments.dueDate, day)));
}

export async function upsertPosition(tx: Executor, position: NewLoanPosition): Promise<void> {
  const { loanId: _key, ...changes } = position;
  await tx
    .insert(loanPositions)
    .values(position)
    .onConflictDoUpdate({ target: loanPositions.loanId, set: changes });
}
