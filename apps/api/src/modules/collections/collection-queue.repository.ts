import { collectionCases, type Executor, loanApplications, loanPositions, users } from '@kwacha/db';
import type { CollectionSort, PromiseStatus } from '@kwacha/shared/staff/collections';
import { and, desc, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const STAFF_ROLES: ('admin' | 'superuser')[] = ['admin', 'superuser'];
const borrower = alias(users, 'borrower');
const collector = alias(users, 'collector');

export interface QueueFilter {
  bucket?: number;
  /** A collector's id, or 'none' for loans nobody works. */
  collector?: string;
  promise?: PromiseStatus;
  /** Last contact before this instant, or never. */
  noContactSince?: Date;
  sort: CollectionSort;
  /** Where the previous page ended: its last row's sort key and loan id. */
  after?: { key: number; id: string };
  limit: number;
}

const sortKey = (sort: CollectionSort) =>
  sort === 'amount_overdue' ? loanPositions.overdueAmount : loanPositions.daysPastDue;

/**
 * One page of the collections queue (docs/product.md §23.2): the loans past due, most days past due (or
 * most overdue) first, the loan id breaking ties, read off loan_positions' partial indexes for the two
 * orders (loan_positions_past_due_idx, loan_positions_overdue_amount_idx) or, a bucket at a time,
 * loan_positions_delinquency_idx. Written-off loans are left out. One row more than the page, to tell whether another follows.
 */
/**
 * One page of the queue, read with parallel workers off. A page walks an index until it has its rows; with
 * a filter on the case (a collector, a promise) PostgreSQL may share that walk among workers, which each
 * run far past the page before the first rows are merged, several times the work of walking alone on a
 * small server (`npm run bench:collections`, docs/performance.md §8).
 */
export function queuePage(db: Executor, filter: QueueFilter) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return readQueuePage(tx, filter);
  });
}

async function readQueuePage(db: Executor, filter: QueueFilter) {
  const key = sortKey(filter.sort);
  const conditions: (SQL | undefined)[] = [
    gt(loanPositions.daysPastDue, 0),
    // A written-off loan is no longer worked by collectors (docs/product.md §23.6); its position is not
    // aged any more, so it would otherwise stay at the top of the queue.
    ne(loanApplications.status, 'written_off'),
    filter.bucket === undefined ? undefined : eq(loanPositions.delinquencyBucket, filter.bucket),
    filter.collector === undefined
      ? undefined
      : filter.collector === 'none'
        ? isNull(collectionCases.collectorId)
        : eq(collectionCases.collectorId, filter.collector),
    filter.promise === undefined ? undefined : eq(collectionCases.promiseStatus, filter.promise),
    filter.noContactSince === undefined
      ? undefined
      : or(isNull(collectionCases.lastContactAt), lt(collectionCases.lastContactAt, filter.noContactSince)),
    filter.after === undefined
      ? undefined
      : sql`(${key}, ${loanPositions.loanId}) < (${filter.after.key}, ${filter.after.id}::uuid)`,
  ];
  return db
    .select({
      loanId: loanPositions.loanId,
      daysPastDue: loanPositions.daysPastDue,
      bucket: loanPositions.delinquencyBucket,
      overdueAmount: loanPositions.overdueAmount,
      balance: sql<string>`${loanPositions.principal} + ${loanPositions.interest} + ${loanPositions.fees} + ${loanPositions.penalties}`,
      borrower: {
        firstName: borrower.firstName,
        lastName: borrower.lastName,
        username: borrower.username,
        phoneNumber: borrower.phoneNumber,
      },
      collector: {
        id: collector.id,
        firstName: collector.firstName,
        lastName: collector.lastName,
        username: collector.username,
      },
      lastContactAt: collectionCases.lastContactAt,
      lastContactChannel: collectionCases.lastContactChannel,
      lastContactOutcome: collectionCases.lastContactOutcome,
      promiseStatus: collectionCases.promiseStatus,
      promiseAmount: collectionCases.promiseAmount,
      promiseDate: collectionCases.promiseDate,
      nextActionOn: collectionCases.nextActionOn,
    })
    .from(loanPositions)
    .innerJoin(loanApplications, eq(loanApplications.id, loanPositions.loanId))
    .innerJoin(borrower, eq(borrower.id, loanApplications.userId))
    .leftJoin(collectionCases, eq(collectionCases.loanId, loanPositions.loanId))
    .leftJoin(collector, eq(collector.id, collectionCases.collectorId))
    .where(and(...conditions))
    .orderBy(desc(key), desc(loanPositions.loanId))
    .limit(filter.limit + 1);
}

export type QueueRow = Awaited<ReturnType<typeof queuePage>>[number];

/** Active admins and superusers, who may work a loan (and be filtered by), by name. */
export async function activeCollectors(db: Executor) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(and(inArray(users.role, STAFF_ROLES), eq(users.isActive, true)))
    .orderBy(users.firstName, users.lastName, users.username)
    .limit(500);
}

/** The member of staff, when `id` is an active admin or superuser. */
export async function findActiveCollector(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, STAFF_ROLES), eq(users.isActive, true)));
  return row;
}
