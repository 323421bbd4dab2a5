import { type Database, type Executor, loanApplications, users } from '@kwacha/db';
import type { LoanStatus } from '@kwacha/shared';
import { and, count, eq, getTableColumns, inArray } from 'drizzle-orm';

export interface StatusMove {
  loanId: string;
  /** The statuses the move is allowed from; any other status leaves the loan untouched. */
  from: readonly LoanStatus[];
  to: LoanStatus;
  remarks?: string | null;
  at: Date;
  /** Approvals and rejections stamp `decided_at` (time to decision); in_review and approval_error do not. */
  decided: boolean;
}

/**
 * Moves a loan with one conditional update, so that of two people (or a person and the decision rules)
 * moving the same loan at once, only one can win. The CTE locks the row first and reads what it was, so the
 * audit record's `before` is the state this update replaced, even when another move committed meanwhile.
 * Undefined when the loan does not exist or is not in a `from` status.
 */
export async function moveLoanStatus(tx: Database, move: StatusMove) {
  if (move.from.length === 0) return undefined;
  const before = tx.$with('before').as(
    tx
      .select({
        id: loanApplications.id,
        status: loanApplications.status,
        remarks: loanApplications.remarks,
      })
      .from(loanApplications)
      .where(eq(loanApplications.id, move.loanId))
      .for('update'),
  );
  const [row] = await tx
    .with(before)
    .update(loanApplications)
    .set({
      status: move.to,
      ...(move.remarks !== undefined && { remarks: move.remarks }),
      ...(move.decided && { decidedAt: move.at }),
      updatedAt: move.at,
    })
    .from(before)
    .where(and(eq(loanApplications.id, before.id), inArray(loanApplications.status, [...move.from])))
    .returning({
      ...getTableColumns(loanApplications),
      beforeStatus: before.status,
      beforeRemarks: before.remarks,
    });
  if (!row) return undefined;
  const { beforeStatus, beforeRemarks, ...loan } = row;
  return { loan, before: { status: beforeStatus, remarks: beforeRemarks } };
}

export async function findLoanStatus(db: Executor, loanId: string): Promise<LoanStatus | undefined> {
  const [row] = await db
    .select({ status: loanApplications.status })
    .from(loanApplications)
    .where(eq(loanApplications.id, loanId));
  return row?.status;
}

/** Loans the borrower repaid in full without ever being overdue: each one raises the instant-approval limit. */
export async function countCleanRepaidLoans(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loanApplications)
    .where(
      and(
        eq(loanApplications.userId, userId),
        eq(loanApplications.status, 'paid'),
        eq(loanApplications.everOverdue, false),
      ),
    );
  return row?.n ?? 0;
}

/** Who to tell about a decision. */
export async function findBorrowerContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`loan borrower ${userId} does not exist`);
  return row;
}
