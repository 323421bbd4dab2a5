import { type CollectionContact, collectionCases, collectionContacts, type Executor } from '@kwacha/db';
import { and, count, eq, sql } from 'drizzle-orm';

/**
 * Holds the borrower's contact slot until the transaction ends: two collectors contacting the same
 * borrower at once count and write one after the other, so the daily limit holds (docs/product.md §23.3).
 * An advisory lock, not a row lock: the borrower's row belongs to the users module.
 */
export async function lockBorrowerContacts(tx: Executor, borrowerId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('kwacha.collection-contacts'), hashtext(${borrowerId}))`,
  );
}

/** How many contacts the borrower had on one Lusaka day, about any of their loans. */
export async function countContactsOn(db: Executor, borrowerId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(collectionContacts)
    .where(and(eq(collectionContacts.borrowerId, borrowerId), eq(collectionContacts.contactedOn, day)));
  return row?.n ?? 0;
}

export async function insertContact(
  tx: Executor,
  values: Omit<CollectionContact, 'id'>,
): Promise<CollectionContact> {
  const [row] = await tx.insert(collectionContacts).values(values).returning();
  if (!row) throw new Error('the contact was not written');
  return row;
}

/** Copies the latest contact onto the loan's case, which the queue reads (creating the case on first use). */
export async function saveLastContact(tx: Executor, contact: CollectionContact): Promise<void> {
  const values = {
    lastContactAt: contact.contactedAt,
    lastContactChannel: contact.channel,
    lastContactOutcome: contact.outcome,
    updatedAt: contact.contactedAt,
  };
  await tx
    .insert(collectionCases)
    .values({ loanId: contact.loanId, ...values })
    .onConflictDoUpdate({ target: collectionCases.loanId, set: values });
}
