import {
  type Executor,
  type LoanInstalment,
  loanInstalments,
  loanPositions,
  type NewLoanPosition,
} from '@kwacha/db';
import { daysPastDue } from '@kwacha/shared/loans/delinquency';
import { and, eq, gt, gte, sql } from 'drizzle-orm';

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

export interface Delinquency {
  daysPastDue: number;
  delinquencyBucket: number | null;
  /** Ngwee past due as of agedOn (docs/product.md §15.2). */
  overdueAmount: number;
  agedOn: string | null;
}

/**
 * Writes the loan's position, and its days past due counted against the day the daily run last aged it
 * (or `day` before the first run), in the same statement: a posting need not read the position first.
 * Leaves the bucket to the caller, cleared when the loan is no longer past due. Answers what it stored.
 */
export async function upsertPosition(
  tx: Executor,
  position: Omit<NewLoanPosition, 'daysPastDue' | 'delinquencyBucket' | 'agedOn'>,
  day: string,
): Promise<Delinquency> {
  const { loanId: _key, ...changes } = position;
  const oldest = position.oldestUnpaidDueDate ?? null;
  const days =
    oldest === null
      ? sql`0`
      : sql`greatest(0, coalesce(${loanPositions.agedOn}, ${day}::date) - ${oldest}::date)`;
  const [stored] = await tx
    .insert(loanPositions)
    .values({ ...position, daysPastDue: daysPastDue(oldest, day) })
    .onConflictDoUpdate({
      target: loanPositions.loanId,
      set: {
        ...changes,
        daysPastDue: days,
        delinquencyBucket: sql`case when ${days} > 0 then ${loanPositions.delinquencyBucket} end`,
      },
    })
    .returning({
      daysPastDue: loanPositions.daysPastDue,
      delinquencyBucket: loanPositions.delinquencyBucket,
      overdueAmount: loanPositions.overdueAmount,
      agedOn: loanPositions.agedOn,
    });
  if (!stored) throw new Error('the loan position was not written');
  return stored;
}

/** The loan's days past due and bucket, set outright (the daily run's ageing, a posting's new bucket). */
export async function setDelinquency(tx: Executor, loanId: string, delinquency: Partial<Delinquency>) {
  await tx.update(loanPositions).set(delinquency).where(eq(loanPositions.loanId, loanId));
}

/** What staff see of a loan's delinquency; undefined before its money arrived (no position yet). */
export async function findDelinquency(db: Executor, loanId: string): Promise<Delinquency | undefined> {
  const [row] = await db
    .select({
      daysPastDue: loanPositions.daysPastDue,
      delinquencyBucket: loanPositions.delinquencyBucket,
      overdueAmount: loanPositions.overdueAmount,
      agedOn: loanPositions.agedOn,
    })
    .from(loanPositions)
    .where(eq(loanPositions.loanId, loanId));
  return row;
}
