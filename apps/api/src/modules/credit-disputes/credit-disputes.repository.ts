import {
  type CreditDispute,
  type CreditListingNotice,
  complaints,
  consentEvents,
  creditDisputes,
  creditListingNotices,
  type Executor,
  loanApplications,
  loanPositions,
  loanProducts,
  users,
} from '@kwacha/db';
import type { CreditDisputeOutcome } from '@kwacha/shared/credit-bureau/credit-disputes';
import { PAID_OUT_STATUSES } from '@kwacha/shared/loans/loan-status';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The credit_bureau consent in force for a loan: its latest credit_bureau event is a grant (docs/product.md
 * §25.1). Read from the consent log the consent module writes (consent_events_loan_idx).
 */
const hasBureauConsent = (loanId: PgColumn | SQL) => sql`coalesce((
  select ${consentEvents.granted} from ${consentEvents}
  where ${consentEvents.loanId} = ${loanId} and ${consentEvents.purpose} = 'credit_bureau'
  order by ${consentEvents.id} desc limit 1), false)`;

/** A loan past due that has bureau consent and no notice yet: one the daily notice run must tell. */
export interface NoticeCandidate {
  loanId: string;
  userId: string;
  overdueAmount: number;
}

/**
 * The next loans, by id after `after`, that are past due on their position (aged by the daily run), have
 * bureau consent and have never had a listing notice (docs/product.md §25.4). Reads the past-due index
 * (loan_positions_past_due_idx): only loans past due are walked, however large the book.
 */
export async function noticeCandidates(
  db: Executor,
  after: string | undefined,
  limit: number,
): Promise<NoticeCandidate[]> {
  const rows = await db
    .select({
      loanId: loanPositions.loanId,
      userId: loanApplications.userId,
      overdueAmount: loanPositions.overdueAmount,
    })
    .from(loanPositions)
    .innerJoin(loanApplications, eq(loanApplications.id, loanPositions.loanId))
    .where(
      and(
        gt(loanPositions.daysPastDue, 0),
        gt(loanPositions.overdueAmount, 0),
        inArray(loanApplications.status, ['active', 'overdue', 'disbursed']),
        after ? gt(loanPositions.loanId, after) : undefined,
        sql`not exists (select 1 from ${creditListingNotices} where ${creditListingNotices.loanId} = ${loanPositions.loanId})`,
        sql`${hasBureauConsent(loanPositions.loanId)}`,
      ),
    )
    .orderBy(asc(loanPositions.loanId))
    .limit(limit);
  return rows;
}

/** The notice, once per loan ever: undefined when another run recorded it first (the primary key). */
export async function insertListingNotice(
  db: Executor,
  values: typeof creditListingNotices.$inferInsert,
): Promise<CreditListingNotice | undefined> {
  const [row] = await db.insert(creditListingNotices).values(values).onConflictDoNothing().returning();
  return row;
}

export async function listingNoticeOf(db: Executor, loanId: string) {
  const [row] = await db.select().from(creditListingNotices).where(eq(creditListingNotices.loanId, loanId));
  return row;
}

export async function listingNoticesOfUser(db: Executor, userId: string) {
  return db
    .select({
      loanId: creditListingNotices.loanId,
      sentAt: creditListingNotices.sentAt,
      sentOn: creditListingNotices.sentOn,
      listableOn: creditListingNotices.listableOn,
      amountDue: creditListingNotices.amountDue,
    })
    .from(creditListingNotices)
    .where(eq(creditListingNotices.userId, userId))
    .orderBy(asc(creditListingNotices.sentAt));
}

/** The borrower's loans the bureau is told about: paid out, with bureau consent; newest first. */
export async function reportedLoansOf(db: Executor, userId: string) {
  return db
    .select({
      loanId: loanApplications.id,
      productName: loanProducts.name,
      amount: loanApplications.amount,
      status: loanApplications.status,
      disbursementDate: loanApplications.disbursementDate,
    })
    .from(loanApplications)
    .innerJoin(loanProducts, eq(loanProducts.id, loanApplications.productId))
    .where(
      and(
        eq(loanApplications.userId, userId),
        inArray(loanApplications.status, [...PAID_OUT_STATUSES]),
        sql`${hasBureauConsent(loanApplications.id)}`,
      ),
    )
    .orderBy(desc(loanApplications.applicationDate))
    .limit(100);
}

/** One of the borrower's loans if the bureau is told about it; undefined for another's or an unreported one. */
export async function reportedLoanOf(db: Executor, userId: string, loanId: string) {
  const [row] = await db
    .select({
      loanId: loanApplications.id,
      status: loanApplications.status,
      consent: sql<boolean>`${hasBureauConsent(loanApplications.id)}`,
    })
    .from(loanApplications)
    .where(and(eq(loanApplications.id, loanId), eq(loanApplications.userId, userId)));
  return row;
}

const disputeColumns = {
  dispute: creditDisputes,
  complaintReference: complaints.reference,
  resolveBy: complaints.resolveBy,
  resolution: complaints.resolution,
};
export type DisputeRow = {
  dispute: CreditDispute;
  complaintReference: string;
  resolveBy: Date;
  resolution: string | null;
};

/** Undefined when the loan already has an open dispute (credit_disputes_one_open_per_loan). */
export async function insertDispute(
  db: Executor,
  values: typeof creditDisputes.$inferInsert,
): Promise<CreditDispute | undefined> {
  const [row] = await db.insert(creditDisputes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function openDisputeOfLoan(db: Executor, loanId: string) {
  const [row] = await db
    .select({ id: creditDisputes.id })
    .from(creditDisputes)
    .where(and(eq(creditDisputes.loanId, loanId), eq(creditDisputes.status, 'open')));
  return row;
}

export async function disputesOfUser(db: Executor, userId: string): Promise<DisputeRow[]> {
  return db
    .select(disputeColumns)
    .from(creditDisputes)
    .innerJoin(complaints, eq(complaints.id, creditDisputes.complaintId))
    .where(eq(creditDisputes.userId, userId))
    .orderBy(desc(creditDisputes.openedAt))
    .limit(200);
}

export async function disputeOfComplaint(db: Executor, complaintId: string) {
  const [row] = await db
    .select({
      ...disputeColumns,
      resolvedBy: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(creditDisputes)
    .innerJoin(complaints, eq(complaints.id, creditDisputes.complaintId))
    .leftJoin(users, eq(users.id, creditDisputes.resolvedBy))
    .where(eq(creditDisputes.complaintId, complaintId));
  return row;
}

export async function findDispute(db: Executor, id: string) {
  const [row] = await db.select().from(creditDisputes).where(eq(creditDisputes.id, id));
  return row;
}

/** Resolves an open dispute; undefined when it was not open (resolved by someone first). */
export async function resolveOpenDispute(
  db: Executor,
  id: string,
  change: { outcome: CreditDisputeOutcome; resolvedBy: string; resolvedAt: Date },
) {
  const [row] = await db
    .update(creditDisputes)
    .set({ status: 'resolved', ...change })
    .where(and(eq(creditDisputes.id, id), eq(creditDisputes.status, 'open')))
    .returning();
  return row;
}

/** The borrower's disputes for the data-rights copy (docs/product.md §25.6). */
export async function disputesForExport(db: Executor, userId: string) {
  return db
    .select({
      id: creditDisputes.id,
      loanId: creditDisputes.loanId,
      complaintReference: complaints.reference,
      reason: creditDisputes.reason,
      status: creditDisputes.status,
      outcome: creditDisputes.outcome,
      openedAt: creditDisputes.openedAt,
      resolvedAt: creditDisputes.resolvedAt,
    })
    .from(creditDisputes)
    .innerJoin(complaints, eq(complaints.id, creditDisputes.complaintId))
    .where(eq(creditDisputes.userId, userId))
    .orderBy(asc(creditDisputes.openedAt));
}

export async function countOpenDisputesOfUser(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(creditDisputes)
    .where(and(eq(creditDisputes.userId, userId), eq(creditDisputes.status, 'open')));
  return row?.n ?? 0;
}
