import { type Executor, type NewRestructure, type Restructure, restructures, users } from '@kwacha/db';
import { and, desc, eq, inArray } from 'drizzle-orm';

type Status = Restructure['status'];

const LIVE: Status[] = ['proposed', 'accepted'];

export async function insertRestructure(tx: Executor, values: NewRestructure): Promise<Restructure> {
  const [row] = await tx.insert(restructures).values(values).returning();
  if (!row) throw new Error('the restructure was not written');
  return row;
}

/** The loan's live proposal (proposed or accepted), if any: the partial unique index allows one. */
export async function findLiveRestructure(db: Executor, loanId: string): Promise<Restructure | undefined> {
  const [row] = await db
    .select()
    .from(restructures)
    .where(and(eq(restructures.loanId, loanId), inArray(restructures.status, LIVE)));
  return row;
}

export async function findRestructure(db: Executor, id: string): Promise<Restructure | undefined> {
  const [row] = await db.select().from(restructures).where(eq(restructures.id, id));
  return row;
}

/** The proposal, locked until the transaction ends: two decisions at once are taken one after the other. */
export async function lockRestructure(tx: Executor, id: string): Promise<Restructure | undefined> {
  const [row] = await tx.select().from(restructures).where(eq(restructures.id, id)).for('update');
  return row;
}

/**
 * Moves a proposal from one of `from` to `to` with one conditional update: of two answers or decisions
 * at once only one lands (the other gets undefined).
 */
export async function moveRestructure(
  tx: Executor,
  id: string,
  from: readonly Status[],
  change: Partial<
    Pick<
      Restructure,
      | 'status'
      | 'wordingVersion'
      | 'answeredAt'
      | 'answeredIp'
      | 'answeredUserAgent'
      | 'decidedBy'
      | 'decidedAt'
    >
  > & { status: Status },
): Promise<Restructure | undefined> {
  const [row] = await tx
    .update(restructures)
    .set(change)
    .where(and(eq(restructures.id, id), inArray(restructures.status, [...from])))
    .returning();
  return row;
}

/** A loan's proposals, newest first. */
export async function restructuresOfLoan(db: Executor, loanId: string, limit = 20): Promise<Restructure[]> {
  return db
    .select()
    .from(restructures)
    .where(eq(restructures.loanId, loanId))
    .orderBy(desc(restructures.proposedAt), desc(restructures.id))
    .limit(limit);
}

/** The names of the staff who proposed and decided, by id. */
export async function staffNames(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
