import { type Executor, type NewWriteOff, users, type WriteOff, writeOffs } from '@kwacha/db';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const proposer = alias(users, 'proposer');
const decider = alias(users, 'decider');
const proposerName = {
  id: proposer.id,
  firstName: proposer.firstName,
  lastName: proposer.lastName,
  username: proposer.username,
};
const deciderName = {
  id: decider.id,
  firstName: decider.firstName,
  lastName: decider.lastName,
  username: decider.username,
};

export async function insertWriteOff(tx: Executor, row: NewWriteOff): Promise<WriteOff> {
  const [inserted] = await tx.insert(writeOffs).values(row).returning();
  if (!inserted) throw new Error('the write-off was not written');
  return inserted;
}

/** The proposal, unlocked: which loan it is about, so the caller can lock the loan first. */
export async function findWriteOff(db: Executor, id: string): Promise<WriteOff | undefined> {
  const [row] = await db.select().from(writeOffs).where(eq(writeOffs.id, id));
  return row;
}

/** The proposal, locked until the transaction ends: two decisions at once are taken one after the other. */
export async function lockWriteOff(tx: Executor, id: string): Promise<WriteOff | undefined> {
  const [row] = await tx.select().from(writeOffs).where(eq(writeOffs.id, id)).for('update');
  return row;
}

/** Decides a pending proposal; undefined when it was no longer pending (decided a moment ago). */
export async function decideWriteOff(
  tx: Executor,
  id: string,
  decision: Pick<
    WriteOff,
    'status' | 'decidedBy' | 'decidedAt' | 'decisionNote' | 'amount' | 'journalEntryId'
  >,
): Promise<WriteOff | undefined> {
  const [row] = await tx
    .update(writeOffs)
    .set(decision)
    .where(and(eq(writeOffs.id, id), eq(writeOffs.status, 'pending')))
    .returning();
  return row;
}

/** A loan's proposals with who proposed and decided each, newest first. */
export async function writeOffsOfLoan(db: Executor, loanId: string) {
  return db
    .select({ writeOff: writeOffs, proposer: proposerName, decider: deciderName })
    .from(writeOffs)
    .innerJoin(proposer, eq(proposer.id, writeOffs.proposedBy))
    .leftJoin(decider, eq(decider.id, writeOffs.decidedBy))
    .where(eq(writeOffs.loanId, loanId))
    .orderBy(desc(writeOffs.proposedAt))
    .limit(50);
}

export async function findWriteOffWithNames(db: Executor, id: string) {
  const [row] = await db
    .select({ writeOff: writeOffs, proposer: proposerName, decider: deciderName })
    .from(writeOffs)
    .innerJoin(proposer, eq(proposer.id, writeOffs.proposedBy))
    .leftJoin(decider, eq(decider.id, writeOffs.decidedBy))
    .where(eq(writeOffs.id, id));
  return row;
}

export type WriteOffWithNames = NonNullable<Awaited<ReturnType<typeof findWriteOffWithNames>>>;
