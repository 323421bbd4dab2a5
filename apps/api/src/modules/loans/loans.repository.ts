import {
  type Executor,
  loanApplications,
  loanProducts,
  type NewLoanApplication,
  preparedOn,
  scalarSubquery,
  users,
} from '@kwacha/db';
import type { ScheduleLine } from '@kwacha/shared/loans/loan-quote';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gt,
  inArray,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { LoanDestinationColumns } from './loan-destination';

/**
 * The loan's table, read and written only here (docs/architecture.md, "who owns what"). Status changes go
 * through loan-moves.ts, which checks them against the transition table; this file only runs the SQL.
 */

const withProduct = { loan: loanApplications, productName: loanProducts.name } as const;

export async function insertLoan(db: Executor, values: NewLoanApplication) {
  const [row] = await db.insert(loanApplications).values(values).returning();
  if (!row) throw new Error('insert into loan_applications returned no row');
  return row;
}

/**
 * Locks the loan row for the rest of the transaction. Every write to a loan's money or status locks the loan
 * first (then the disbursement or payment), so two of them on one loan queue up instead of deadlocking.
 */
export async function lockLoanWithBorrower(tx: Executor, loanId: string) {
  const [row] = await tx
    .select({
      loan: loanApplications,
      borrower: {
        id: users.id,
        email: users.email,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        // For the texts and e-mails this change sends (docs/product.md §22).
        language: users.language,
      },
    })
    .from(loanApplications)
    .innerJoin(users, eq(users.id, loanApplications.userId))
    .where(eq(loanApplications.id, loanId))
    .for('update', { of: loanApplications });
  return row;
}

export type LockedLoan = NonNullable<Awaited<ReturnType<typeof lockLoanWithBorrower>>>;

export interface StatusUpdate {
  loanId: string;
  /** The statuses the update is allowed from; any other status leaves the loan untouched. */
  from: readonly LoanStatus[];
  to: LoanStatus;
  at: Date;
  remarks?: string | null;
  rejectionReason?: string;
  decidedAt?: Date;
  decision?: 'approved' | 'rejected';
  decidedByRules?: boolean;
  disbursementDate?: Date;
  everOverdue?: true;
}

/**
 * One conditional update, so that of two actors moving the same loan at once only one can win. The CTE
 * locks the row first and reads what it was, so `before` is the state this update replaced even when
 * another move committed meanwhile. Undefined when the loan does not exist or is not in a `from` status.
 */
export async function updateLoanStatus(tx: Executor, update: StatusUpdate) {
  if (update.from.length === 0) return undefined;
  const before = tx.$with('before').as(
    tx
      .select({
        id: loanApplications.id,
        status: loanApplications.status,
        remarks: loanApplications.remarks,
      })
      .from(loanApplications)
      .where(eq(loanApplications.id, update.loanId))
      .for('update'),
  );
  const [row] = await tx
    .with(before)
    .update(loanApplications)
    .set({
      status: update.to,
      updatedAt: update.at,
      ...(update.remarks !== undefined && { remarks: update.remarks }),
      ...(update.rejectionReason !== undefined && { rejectionReason: update.rejectionReason }),
      ...(update.decidedAt && { decidedAt: update.decidedAt }),
      ...(update.decision && { decision: update.decision, decidedByRules: update.decidedByRules ?? false }),
      ...(update.disbursementDate && { disbursementDate: update.disbursementDate }),
      ...(update.everOverdue && { everOverdue: true }),
    })
    .from(before)
    .where(and(eq(loanApplications.id, before.id), inArray(loanApplications.status, [...update.from])))
    .returning({
      ...getTableColumns(loanApplications),
      beforeStatus: before.status,
      beforeRemarks: before.remarks,
    });
  return row;
}

/**
 * Staff correct where the money goes (docs/product.md §12.6), only while the loan is in one of `from`:
 * one conditional update, so a loan that moved meanwhile (a code sent, a transfer claimed) is untouched
 * and undefined comes back.
 */
export async function setLoanDestination(
  tx: Executor,
  update: { loanId: string; from: readonly LoanStatus[]; destination: LoanDestinationColumns; at: Date },
) {
  if (update.from.length === 0) return undefined;
  const [row] = await tx
    .update(loanApplications)
    .set({ ...update.destination, updatedAt: update.at })
    .where(and(eq(loanApplications.id, update.loanId), inArray(loanApplications.status, [...update.from])))
    .returning();
  return row;
}

/** A prepayment's revised schedule becomes the one in force (docs/product.md §13.6). */
export async function setScheduleRevision(tx: Executor, loanId: string, schedule: ScheduleLine[], at: Date) {
  await tx
    .update(loanApplications)
    .set({ scheduleRevision: schedule, updatedAt: at })
    .where(eq(loanApplications.id, loanId));
}

export async function findLoanStatus(db: Executor, loanId: string): Promise<LoanStatus | undefined> {
  const [row] = await db
    .select({ status: loanApplications.status })
    .from(loanApplications)
    .where(eq(loanApplications.id, loanId));
  return row?.status;
}

/** The borrower's loans with their product's name, newest application first. */
// The borrower's read routes ask these on every page: prepared statements (docs/performance.md).
/** A loan only if it belongs to `userId`: another borrower's loan is indistinguishable from none. */
export async function findLoanOfUser(db: Executor, userId: string, loanId: string) {
  const query = preparedOn(db, 'loan_of_user', () =>
    db
      .select(withProduct)
      .from(loanApplications)
      .innerJoin(loanProducts, eq(loanProducts.id, loanApplications.productId))
      .where(
        and(
          eq(loanApplications.id, sql.placeholder('loanId')),
          eq(loanApplications.userId, sql.placeholder('userId')),
        ),
      )
      .prepare('loan_of_user'),
  );
  const [row] = await query.execute({ loanId, userId });
  return row;
}

/** The loan with its product's name and its borrower, whoever the borrower is (staff views). */
export async function findLoanWithBorrower(db: Executor, loanId: string) {
  const [row] = await db
    .select({
      ...withProduct,
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        phoneNumber: users.phoneNumber,
        firstName: users.firstName,
        lastName: users.lastName,
        nrcNumber: users.nrcNumber,
      },
    })
    .from(loanApplications)
    .innerJoin(loanProducts, eq(loanProducts.id, loanApplications.productId))
    .innerJoin(users, eq(users.id, loanApplications.userId))
    .where(eq(loanApplications.id, loanId));
  return row;
}

export async function userHasLoanIn(db: Executor, userId: string, statuses: readonly LoanStatus[]) {
  const [row] = await db
    .select({ id: loanApplications.id })
    .from(loanApplications)
    .where(and(eq(loanApplications.userId, userId), inArray(loanApplications.status, [...statuses])))
    .limit(1);
  return row !== undefined;
}

/** The borrower's application waiting for a decision, if any (one open application at a time). */
export async function findPendingLoanOfUser(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(loanApplications)
    .where(and(eq(loanApplications.userId, userId), eq(loanApplications.status, 'pending')))
    .limit(1);
  return row;
}

/** A loan of `userId` repaid in full without ever falling overdue. */
const cleanRepaidLoanOf = (userId: SQLWrapper | string) =>
  and(
    eq(loanApplications.userId, userId),
    eq(loanApplications.status, 'paid'),
    eq(loanApplications.everOverdue, false),
  );

/** Loans the borrower repaid in full without ever being overdue: each one raises the instant-approval limit. */
export async function countCleanRepaidLoans(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(loanApplications).where(cleanRepaidLoanOf(userId));
  return row?.n ?? 0;
}

/**
 * countCleanRepaidLoans as a scalar subquery, for a read that gathers several facts in one statement (the
 * dashboard's, docs/performance.md). `userId` is a placeholder or the outer query's column.
 */
export function cleanRepaidLoansCountOf(userId: SQLWrapper): SQL<number> {
  return scalarSubquery<number>(
    sql`(select count(*)::int from ${loanApplications} where ${cleanRepaidLoanOf(userId)})`,
  );
}

/** The next `limit` loan ids in one of `statuses`, in id order after `afterId` (keyset, never OFFSET). */
export async function loanIdsInStatuses(
  db: Executor,
  statuses: readonly LoanStatus[],
  afterId: string | undefined,
  limit: number,
) {
  const rows = await db
    .select({ id: loanApplications.id })
    .from(loanApplications)
    .where(
      and(
        inArray(loanApplications.status, [...statuses]),
        afterId ? gt(loanApplications.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(loanApplications.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The borrower's name, which a wallet transfer carries as the payee's name. */
export async function borrowerNameOfLoan(db: Executor, loanId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(loanApplications)
    .innerJoin(users, eq(users.id, loanApplications.userId))
    .where(eq(loanApplications.id, loanId));
  return row;
}
