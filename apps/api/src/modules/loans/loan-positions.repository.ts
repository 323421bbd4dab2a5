import {
  type Executor,
  type LoanInstalment,
  loanInstalments,
  loanPositions,
  type NewLoanPosition,
} from '@kwacha/db';

/** The loan's schedule in force, once: a repeated call (a retried settlement) leaves the first rows. */
export async function insertInstalments(tx: Executor, rows: LoanInstalment[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(loanInstalments).values(rows).onConflictDoNothing();
}

export async function upsertPosition(tx: Executor, position: NewLoanPosition): Promise<void> {
  const { loanId: _key, ...changes } = position;
  await tx
    .insert(loanPositions)
    .values(position)
    .onConflictDoUpdate({ target: loanPositions.loanId, set: changes });
}
