import { auditEvents, type Executor, loanApplications, users } from '@kwacha/db';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** The filters in the database's terms: ids, UTC instants and the keyset position. */
export interface AuditCriteria {
  /** A user id, or null for the system (records without an actor). */
  actorId?: string | null;
  action?: string;
  loanId?: string;
  /** Records about this user: their account, or any of their loans. */
  userId?: string;
  from?: Date;
  until?: Date;
  /** Only records older than this id (the page's cursor). */
  beforeId?: number;
}

const e = auditEvents;
const actor = alias(users, 'actor');
const borrower = alias(users, 'borrower');
const subject = alias(users, 'subject');

// A record about a user names them in entity_id (text); the cast only happens for ids shaped like one.
const subjectId = sql`case when ${e.entityType} = 'user' and ${e.entityId} ~ '^[0-9a-f-]{36}$' then ${e.entityId}::uuid end`;

function conditions(db: Executor, c: AuditCriteria): SQL | undefined {
  return and(
    c.actorId === null ? isNull(e.actorId) : c.actorId ? eq(e.actorId, c.actorId) : undefined,
    c.action ? eq(e.action, c.action) : undefined,
    c.loanId ? eq(e.loanId, c.loanId) : undefined,
    c.userId
      ? or(
          and(eq(e.entityType, 'user'), eq(e.entityId, c.userId)),
          inArray(
            e.loanId,
            db
              .select({ id: loanApplications.id })
              .from(loanApplications)
              .where(eq(loanApplications.userId, c.userId)),
          ),
        )
      : undefined,
    c.from ? gte(e.createdAt, c.from) : undefined,
    c.until ? lt(e.createdAt, c.until) : undefined,
    c.beforeId !== undefined ? lt(e.id, c.beforeId) : undefined,
  );
}

/**
 * Up to `limit` records newest first (keyset on the bigserial id; never OFFSET), with the names of who
 * acted, of the loan's borrower and of the user a record is about. Each filter has its index:
 * (actor_id, id), (action, id), (loan_id, id), (entity_type, entity_id, id), (created_at, id).
 */
export async function findAuditPage(db: Executor, c: AuditCriteria, limit: number) {
  return db
    .select({
      id: e.id,
      createdAt: e.createdAt,
      action: e.action,
      entityType: e.entityType,
      entityId: e.entityId,
      loanId: e.loanId,
      before: e.before,
      after: e.after,
      actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, username: actor.username },
      borrower: { firstName: borrower.firstName, lastName: borrower.lastName, username: borrower.username },
      subject: { firstName: subject.firstName, lastName: subject.lastName, username: subject.username },
    })
    .from(e)
    .leftJoin(actor, eq(actor.id, e.actorId))
    .leftJoin(loanApplications, eq(loanApplications.id, e.loanId))
    .leftJoin(borrower, eq(borrower.id, loanApplications.userId))
    .leftJoin(subject, eq(subject.id, subjectId))
    .where(conditions(db, c))
    .orderBy(desc(e.id))
    .limit(limit);
}

export type AuditPageRow = Awaited<ReturnType<typeof findAuditPage>>[number];

/**
 * Every action recorded so far, without reading the table: a loose index scan over (action, id) that
 * jumps from one action to the next, one index probe per distinct action.
 */
export async function distinctActions(db: Executor): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive found(action) as (
      (select ${e.action} from ${e} order by ${e.action} limit 1)
      union all
      select (select a.action from ${e} a where a.action > found.action order by a.action limit 1)
      from found where found.action is not null
    )
    select action from found where action is not null`);
  const rows = (result as unknown as { rows: { action: string }[] }).rows;
  return rows.map((row) => row.action);
}

/** The staff accounts (admins and superusers), for the actor picker. */
export async function staffAccounts(db: Executor) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      role: users.role,
    })
    .from(users)
    .where(inArray(users.role, ['admin', 'superuser']))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.username));
}
