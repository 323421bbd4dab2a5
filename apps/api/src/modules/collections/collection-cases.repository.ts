import {
  collectionCases,
  collectionContacts,
  type Executor,
  loanApplications,
  loanPositions,
  promisesToPay,
  users,
} from '@kwacha/db';
import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const collector = alias(users, 'collector');
const person = (u: typeof users | typeof collector) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  username: u.username,
});

/**
 * A loan as the desk sees it: its borrower, how far past due (0 without a position, before pay-out) and
 * who works it. Undefined for a loan that does not exist.
 */
export async function findCaseLoan(db: Executor, loanId: string) {
  const [row] = await db
    .select({
      loanId: loanApplications.id,
      borrowerId: loanApplications.userId,
      daysPastDue: loanPositions.daysPastDue,
      overdueAmount: loanPositions.overdueAmount,
      collectorId: collectionCases.collectorId,
      collector: person(collector),
      promiseStatus: collectionCases.promiseStatus,
      promiseAmount: collectionCases.promiseAmount,
      promiseDate: collectionCases.promiseDate,
    })
    .from(loanApplications)
    .leftJoin(loanPositions, eq(loanPositions.loanId, loanApplications.id))
    .leftJoin(collectionCases, eq(collectionCases.loanId, loanApplications.id))
    .leftJoin(collector, eq(collector.id, collectionCases.collectorId))
    .where(eq(loanApplications.id, loanId));
  return row;
}

/** Several loans' days past due and collector, for an assignment; loans without a position read 0. */
export async function findLoansForAssignment(db: Executor, loanIds: readonly string[]) {
  return db
    .select({
      loanId: loanApplications.id,
      daysPastDue: loanPositions.daysPastDue,
      collectorId: collectionCases.collectorId,
    })
    .from(loanApplications)
    .leftJoin(loanPositions, eq(loanPositions.loanId, loanApplications.id))
    .leftJoin(collectionCases, eq(collectionCases.loanId, loanApplications.id))
    .where(inArray(loanApplications.id, [...loanIds]));
}

/** Sets who works the loan (null: nobody), creating its case on first use. */
export async function saveAssignment(tx: Executor, loanId: string, collectorId: string | null, now: Date) {
  const values = { collectorId, assignedAt: collectorId ? now : null, updatedAt: now };
  await tx
    .insert(collectionCases)
    .values({ loanId, ...values })
    .onConflictDoUpdate({ target: collectionCases.loanId, set: values });
}

/** The loan's contacts, newest first, with the member of staff who made each. */
export async function contactsOfLoan(db: Executor, loanId: string) {
  return db
    .select({ contact: collectionContacts, staff: person(users) })
    .from(collectionContacts)
    .innerJoin(users, eq(users.id, collectionContacts.staffUserId))
    .where(eq(collectionContacts.loanId, loanId))
    .orderBy(desc(collectionContacts.contactedAt), desc(collectionContacts.id))
    .limit(500);
}

/** The loan's promises to pay, newest first, with whoever made each (staff or the borrower). */
export async function promisesOfLoan(db: Executor, loanId: string) {
  return db
    .select({ promise: promisesToPay, maker: person(users) })
    .from(promisesToPay)
    .innerJoin(users, eq(users.id, promisesToPay.madeByUserId))
    .where(eq(promisesToPay.loanId, loanId))
    .orderBy(desc(promisesToPay.createdAt), desc(promisesToPay.id))
    .limit(200);
}
