import {
  type Disbursement,
  disbursements,
  type Executor,
  type LoanApplication,
  loanApplications,
  type NewDisbursement,
  users,
} from '@kwacha/db';
import type { LoanStatus } from '@kwacha/shared';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

/**
 * Locks the loan row for the rest of the transaction. Every disbursement write locks the loan first, then
 * the disbursement, so two of them on one loan queue up instead of deadlocking.
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
      },
    })
    .from(loanApplications)
    .innerJoin(users, eq(users.id, loanApplications.userId))
    .where(eq(loanApplications.id, loanId))
    .for('update', { of: loanApplications });
  return row;
}

/** Moves a loan only if it is still in one of `from`: a late or repeated outcome cannot undo a later state. */
export async function moveLoan(
  tx: Executor,
  loanId: string,
  from: readonly LoanStatus[],
  to: LoanStatus,
  at: Date,
  extra: Partial<Pick<LoanApplication, 'disbursementDate'>> = {},
): Promise<LoanApplication | undefined> {
  const [row] = await tx
    .update(loanApplications)
    .set({ status: to, updatedAt: at, ...extra })
    .where(and(eq(loanApplications.id, loanId), inArray(loanApplications.status, [...from])))
    .returning();
  return row;
}

/** A newer initiate makes the waiting code of the loan useless. */
export async function cancelWaitingCodes(tx: Executor, loanId: string, at: Date): Promise<void> {
  await tx
    .update(disbursements)
    .set({ status: 'cancelled', updatedAt: at })
    .where(and(eq(disbursements.loanId, loanId), eq(disbursements.status, 'otp_pending')));
}

export async function insertDisbursement(tx: Executor, values: NewDisbursement): Promise<Disbursement> {
  const [row] = await tx.insert(disbursements).values(values).returning();
  if (!row) throw new Error('insert into disbursements returned no row');
  return row;
}

export async function lockDisbursement(tx: Executor, loanId: string, transactionId: string) {
  const [row] = await tx
    .select()
    .from(disbursements)
    .where(and(eq(disbursements.transactionId, transactionId), eq(disbursements.loanId, loanId)))
    .for('update');
  return row;
}

export async function findDisbursement(db: Executor, id: string) {
  const [row] = await db.select().from(disbursements).where(eq(disbursements.id, id));
  return row;
}

/** Counts a wrong code; returns the new count. */
export async function recordWrongOtp(tx: Executor, id: string, at: Date): Promise<number> {
  const [row] = await tx
    .update(disbursements)
    .set({ otpFailedAttempts: sql`${disbursements.otpFailedAttempts} + 1`, updatedAt: at })
    .where(eq(disbursements.id, id))
    .returning({ attempts: disbursements.otpFailedAttempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/**
 * Spends the code and claims the transfer. The partial unique index on (loan_id) for processing and
 * successful rows makes a second claim for the same loan fail in the database, whatever the code did.
 */
export async function claimTransfer(tx: Executor, id: string, confirmedBy: string, at: Date) {
  const [row] = await tx
    .update(disbursements)
    .set({ status: 'processing', otpUsedAt: at, confirmedBy, sentAt: at, updatedAt: at })
    .where(and(eq(disbursements.id, id), eq(disbursements.status, 'otp_pending')))
    .returning();
  return row;
}

type Outcome = Partial<
  Pick<Disbursement, 'status' | 'providerReference' | 'reasonForFailure' | 'settledAt' | 'lastCheckedAt'>
>;

/** Writes what the provider said, only while the transfer is still in flight (never over a final state). */
export async function recordOutcome(tx: Executor, id: string, changes: Outcome, at: Date) {
  const [row] = await tx
    .update(disbursements)
    .set({ ...changes, updatedAt: at })
    .where(and(eq(disbursements.id, id), eq(disbursements.status, 'processing')))
    .returning();
  return row;
}

/**
 * Takes up to `limit` in-flight transfers not asked about since `checkedBefore`, stamping them so that
 * another worker running at the same time takes different rows (SKIP LOCKED).
 */
export async function claimTransfersToCheck(db: Executor, checkedBefore: Date, at: Date, limit: number) {
  const due = db
    .select({ id: disbursements.id })
    .from(disbursements)
    .where(
      and(
        eq(disbursements.status, 'processing'),
        or(isNull(disbursements.lastCheckedAt), lt(disbursements.lastCheckedAt, checkedBefore)),
      ),
    )
    .orderBy(sql`${disbursements.lastCheckedAt} asc nulls first`)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(disbursements)
    .set({ lastCheckedAt: at })
    .where(inArray(disbursements.id, due))
    .returning();
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
