import {
  type Disbursement,
  disbursements,
  type Executor,
  type NewDisbursement,
  scalarSubquery,
  users,
} from '@kwacha/db';
import { and, asc, eq, inArray, max, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dueForCheck } from '../../lib/due-for-check';

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

/** One attempt of a loan by its transaction id, without locking it (to know what to ask before locking). */
export async function findDisbursementOfLoan(db: Executor, loanId: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(disbursements)
    .where(and(eq(disbursements.transactionId, transactionId), eq(disbursements.loanId, loanId)));
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

/**
 * Spends the code of an attempt that must not be sent (docs/product.md §12.4) and ends it failed with
 * `reason`: nothing was claimed, so there is nothing for reconciliation to find.
 */
export async function failUnsentTransfer(
  tx: Executor,
  id: string,
  confirmedBy: string,
  reason: string,
  at: Date,
) {
  const [row] = await tx
    .update(disbursements)
    .set({ status: 'failed', otpUsedAt: at, confirmedBy, reasonForFailure: reason, updatedAt: at })
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
  const due = dueForCheck(db, disbursements, 'processing', { checkedBefore, limit });
  return db
    .update(disbursements)
    .set({ lastCheckedAt: at })
    .where(inArray(disbursements.id, due))
    .returning();
}

const initiator = alias(users, 'initiator');

/** Every disbursement attempt of a loan, oldest first, with who started it. The OTP hash is never read. */
export async function disbursementHistoryOfLoan(db: Executor, loanId: string) {
  return db
    .select({
      // Listed column by column so that otp_hash never leaves the database.
      id: disbursements.id,
      status: disbursements.status,
      amount: disbursements.amount,
      transactionId: disbursements.transactionId,
      createdAt: disbursements.createdAt,
      reasonForFailure: disbursements.reasonForFailure,
      provider: disbursements.provider,
      providerReference: disbursements.providerReference,
      method: disbursements.method,
      mobileMoneyProvider: disbursements.mobileMoneyProvider,
      mobileMoneyNumber: disbursements.mobileMoneyNumber,
      bankName: disbursements.bankName,
      bankAccountName: disbursements.bankAccountName,
      bankAccountNumber: disbursements.bankAccountNumber,
      otpExpiresAt: disbursements.otpExpiresAt,
      initiator: {
        username: initiator.username,
        firstName: initiator.firstName,
        lastName: initiator.lastName,
      },
    })
    .from(disbursements)
    .innerJoin(initiator, eq(initiator.id, disbursements.initiatedBy))
    .where(eq(disbursements.loanId, loanId))
    .orderBy(asc(disbursements.createdAt), asc(disbursements.id));
}

/**
 * When the live transfer (processing or successful) of each of several loans was sent, in one query, keyed
 * by loan id: a `disbursed` loan shows this until the money arrives. The one-live-transfer index means at
 * most one such row per loan; the latest is taken all the same.
 */
export async function sentAtOfLiveTransfers(
  db: Executor,
  loanIds: readonly string[],
): Promise<Map<string, Date>> {
  const sent = new Map<string, Date>();
  if (loanIds.length === 0) return sent;
  const rows = await db
    .select({ loanId: disbursements.loanId, sentAt: max(disbursements.sentAt) })
    .from(disbursements)
    .where(
      and(
        inArray(disbursements.loanId, [...new Set(loanIds)]),
        inArray(disbursements.status, ['processing', 'successful']),
      ),
    )
    .groupBy(disbursements.loanId);
  for (const row of rows) if (row.sentAt) sent.set(row.loanId, row.sentAt);
  return sent;
}

/**
 * When the loan's live transfer was sent, as a column of a loan query (sentAtOfLiveTransfers for one
 * loan): the loan views read a loan with its money in one statement (docs/performance.md).
 */
export function liveTransferSentAtOf(loanId: SQLWrapper): SQL<string | null> {
  return scalarSubquery<string | null>(sql`(select max(${disbursements.sentAt}) from ${disbursements}
    where ${disbursements.loanId} = ${loanId} and ${disbursements.status} in ('processing', 'successful'))`);
}

/** Disbursements per status, for the metrics scrape (one grouped count). */
export async function countDisbursementsByStatus(db: Executor) {
  return db
    .select({ status: disbursements.status, count: sql<number>`count(*)::int` })
    .from(disbursements)
    .groupBy(disbursements.status);
}
