import {
  type Executor,
  journalEntries,
  loanApplications,
  loanProducts,
  type Payment,
  paymentCallbacks,
  payments,
  users,
} from '@kwacha/db';
import type { FlaggedPaymentResolution } from '@kwacha/shared/staff/flagged-payments';
import { and, asc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/**
 * Waiting for staff: flagged, and no longer pending (while pending, reconciliation may still settle it).
 * Written exactly as the partial index payments_flagged_idx declares it, so the queue and its count use it.
 */
const awaitingStaff = and(isNotNull(payments.flaggedReason), ne(payments.status, 'pending')) as SQL;

const booked = sql<boolean>`exists (select 1 from ${journalEntries} where ${journalEntries.paymentId} = ${payments.id})`;

const borrower = alias(users, 'borrower');
const resolver = alias(users, 'resolver');

/** Where a page of the queue ended: the exact creation time (microseconds kept) and the id. */
export interface QueueCursor {
  createdAt: string;
  id: string;
}

/** One page of the queue, oldest first, with the loan, the borrower and whoever resolved an earlier flag. */
export async function findFlaggedPage(db: Executor, after: QueueCursor | undefined, limit: number) {
  const row = sql`(${payments.createdAt}, ${payments.id})`;
  return db
    .select({
      payment: payments,
      createdKey: sql<string>`to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      booked,
      loanStatus: loanApplications.status,
      productName: loanProducts.name,
      borrower: {
        id: borrower.id,
        firstName: borrower.firstName,
        lastName: borrower.lastName,
        username: borrower.username,
        email: borrower.email,
      },
      resolver: { firstName: resolver.firstName, lastName: resolver.lastName, username: resolver.username },
    })
    .from(payments)
    .innerJoin(loanApplications, eq(loanApplications.id, payments.loanId))
    .innerJoin(loanProducts, eq(loanProducts.id, loanApplications.productId))
    .innerJoin(borrower, eq(borrower.id, payments.userId))
    .leftJoin(resolver, eq(resolver.id, payments.resolvedBy))
    .where(
      and(
        awaitingStaff,
        after ? sql`${row} > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(limit);
}

export type FlaggedPageRow = Awaited<ReturnType<typeof findFlaggedPage>>[number];

export async function countFlagged(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(payments).where(awaitingStaff);
  return row?.count ?? 0;
}

/** The callbacks that named these references, oldest first (payment_callbacks keeps no bodies). */
export async function callbacksNaming(db: Executor, references: readonly string[]) {
  if (references.length === 0) return [];
  return db
    .select()
    .from(paymentCallbacks)
    .where(inArray(paymentCallbacks.reference, [...new Set(references)]))
    .orderBy(asc(paymentCallbacks.id));
}

/** The payment, locked until the transaction ends. Take the loan's lock first (docs/architecture.md §6). */
export async function lockPayment(tx: Executor, id: string): Promise<Payment | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** Whether a journal entry (a repayment or a refund) already carries this payment's money. */
export async function paymentIsBooked(tx: Executor, paymentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.paymentId, paymentId))
    .limit(1);
  return row !== undefined;
}

export interface ResolutionWrite {
  resolution: FlaggedPaymentResolution;
  staffId: string;
  note: string | null;
  at: Date;
  /** 'applied': the payment succeeded after all. */
  successful: boolean;
}

/**
 * Records a resolution on a payment that is still flagged, and clears the flag (kept as
 * resolved_flag_reason): a flag raised after this reopens the payment. Undefined when it is not flagged
 * (any more). An applied payment becomes successful, settled now, without its old failure.
 */
export async function recordResolution(tx: Executor, id: string, write: ResolutionWrite) {
  const [row] = await tx
    .update(payments)
    .set({
      resolution: write.resolution,
      resolvedBy: write.staffId,
      resolvedAt: write.at,
      resolutionNote: write.note,
      resolvedFlagReason: sql`${payments.flaggedReason}`,
      flaggedReason: null,
      updatedAt: write.at,
      ...(write.successful && {
        status: 'successful' as const,
        settledAt: write.at,
        failureCode: null,
        failureReason: null,
      }),
    })
    .where(and(eq(payments.id, id), isNotNull(payments.flaggedReason)))
    .returning();
  return row;
}
