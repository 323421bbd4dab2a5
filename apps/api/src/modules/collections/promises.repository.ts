import {
  collectionCases,
  collectionContacts,
  type Executor,
  loanApplications,
  loanPositions,
  type PromiseToPay,
  promisesToPay,
  users,
} from '@kwacha/db';
import type { PromiseStatus } from '@kwacha/shared/staff/collections';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';

/** One promise with whoever made it, as staff and the borrower read it. */
export type PromiseWithMaker = PromiseToPay & {
  maker: { firstName: string | null; lastName: string | null; username: string };
};

const withMaker = {
  promise: promisesToPay,
  maker: { firstName: users.firstName, lastName: users.lastName, username: users.username },
};

/**
 * What a promise is measured against, from the loan's position (kept by the loans module): its days past
 * due, what is past due and what it still owes (ngwee). Undefined before the loan's money went out.
 */
export async function findLoanStanding(db: Executor, loanId: string) {
  const [row] = await db
    .select({
      daysPastDue: loanPositions.daysPastDue,
      overdueAmount: loanPositions.overdueAmount,
      balance: sql<string>`${loanPositions.principal} + ${loanPositions.interest} + ${loanPositions.fees} + ${loanPositions.penalties}`,
    })
    .from(loanPositions)
    .where(eq(loanPositions.loanId, loanId));
  return row && { ...row, balance: Number(row.balance) };
}

/** The loan's open promise, if it has one. */
export async function findOpenPromise(db: Executor, loanId: string) {
  const [row] = await db
    .select({ id: promisesToPay.id })
    .from(promisesToPay)
    .where(and(eq(promisesToPay.loanId, loanId), eq(promisesToPay.status, 'open')));
  return row;
}

/** Writes a new open promise; the partial unique index refuses a second open one for the loan. */
export async function insertPromise(
  tx: Executor,
  values: Pick<
    PromiseToPay,
    'loanId' | 'amount' | 'promisedFor' | 'madeBy' | 'madeByUserId' | 'repaidBefore' | 'createdAt'
  >,
): Promise<PromiseToPay> {
  const [row] = await tx.insert(promisesToPay).values(values).returning();
  if (!row) throw new Error('the promise was not written');
  return row;
}

/**
 * The case's copy of its latest promise (collection_cases: the queue reads it): its status, amount, day
 * and when to look again. Touches only those columns; creates the case when the loan has none yet.
 */
export async function upsertCasePromise(
  tx: Executor,
  copy: {
    loanId: string;
    status: PromiseStatus;
    amount: number;
    date: string;
    nextActionOn: string;
    at: Date;
  },
) {
  const promise = {
    promiseStatus: copy.status,
    promiseAmount: copy.amount,
    promiseDate: copy.date,
    nextActionOn: copy.nextActionOn,
    updatedAt: copy.at,
  };
  await tx
    .insert(collectionCases)
    .values({ loanId: copy.loanId, ...promise })
    .onConflictDoUpdate({ target: collectionCases.loanId, set: promise });
}

export async function findPromiseWithMaker(db: Executor, id: string): Promise<PromiseWithMaker | undefined> {
  const [row] = await db
    .select(withMaker)
    .from(promisesToPay)
    .innerJoin(users, eq(users.id, promisesToPay.madeByUserId))
    .where(eq(promisesToPay.id, id));
  return row && { ...row.promise, maker: row.maker };
}

/** Every promise of a loan, newest first (the case shows them all, the borrower the first). */
export async function promisesOfLoan(db: Executor, loanId: string, limit = 100): Promise<PromiseWithMaker[]> {
  const rows = await db
    .select(withMaker)
    .from(promisesToPay)
    .innerJoin(users, eq(users.id, promisesToPay.madeByUserId))
    .where(eq(promisesToPay.loanId, loanId))
    .orderBy(desc(promisesToPay.createdAt), desc(promisesToPay.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.promise, maker: row.maker }));
}

/** The SMS and e-mails collectors sent the borrower about the loan, newest first (never the notes). */
export async function messagesSentAboutLoan(db: Executor, loanId: string, limit = 50) {
  return db
    .select({
      at: collectionContacts.contactedAt,
      channel: collectionContacts.channel,
      template: collectionContacts.template,
    })
    .from(collectionContacts)
    .where(and(eq(collectionContacts.loanId, loanId), inArray(collectionContacts.channel, ['sms', 'email'])))
    .orderBy(desc(collectionContacts.contactedAt))
    .limit(limit);
}

/**
 * The next `limit` open promises after `after` (id order), locked until the transaction ends and skipping
 * rows another run holds (SKIP LOCKED): two daily checks at once take different promises.
 */
export async function claimOpenPromises(tx: Executor, after: string | undefined, limit: number) {
  const rows = await tx
    .select({ promise: promisesToPay, borrowerId: loanApplications.userId })
    .from(promisesToPay)
    .innerJoin(loanApplications, eq(loanApplications.id, promisesToPay.loanId))
    .where(and(eq(promisesToPay.status, 'open'), after ? gt(promisesToPay.id, after) : undefined))
    .orderBy(asc(promisesToPay.id))
    .limit(limit)
    .for('update', { of: promisesToPay, skipLocked: true });
  return rows.map((row) => ({ ...row.promise, borrowerId: row.borrowerId }));
}

/** What the daily check found: repaid since (`paid`), and the decision or the reminder when there is one. */
export async function updateCheckedPromise(
  tx: Executor,
  id: string,
  change: { paid: number; status?: 'kept' | 'broken'; decidedOn?: string; remindedOn?: string },
) {
  await tx
    .update(promisesToPay)
    .set(change)
    .where(and(eq(promisesToPay.id, id), eq(promisesToPay.status, 'open')));
}

/** Promises made by staff, counted per collector and status (GET /api/admin/collections/promise-stats). */
export async function promiseCountsByCollector(db: Executor) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      status: promisesToPay.status,
      count: count(),
    })
    .from(promisesToPay)
    .innerJoin(users, eq(users.id, promisesToPay.madeByUserId))
    .where(eq(promisesToPay.madeBy, 'staff'))
    .groupBy(users.id, promisesToPay.status);
}
