import { auditEvents, type Executor, loanApplications, loanProducts, sessions, users } from '@kwacha/db';
import type { UserRole } from '@kwacha/shared/auth/roles';
import type { AdminUserStatusFilter } from '@kwacha/shared/staff/admin-users';
import { and, count, desc, eq, gt, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { likePrefix, type SearchPlan } from '../admin-loans/admin-loan-search';
import { userColumnsWithoutPassword } from '../users/users.public';
import type { UserCursor } from './admin-user-cursor';

// Staff reads over other modules' tables (users, sessions, loans, audit). Writes go through the owners'
// repositories (users.repository.ts, sessions.repository.ts, audit.repository.ts).

export interface UserPageCriteria {
  search?: SearchPlan;
  role?: UserRole;
  status?: AdminUserStatusFilter;
  after?: UserCursor;
  limit: number;
}

// The exact keyset key: a Date would lose the microseconds PostgreSQL keeps.
const registrationKey = sql<string>`to_char(${users.registrationDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const rowFields = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  role: users.role,
  isActive: users.isActive,
  isEmailVerified: users.isEmailVerified,
  registrationDate: users.registrationDate,
  registrationKey,
  // Per row of one page only (at most 100), through loan_applications_user_date_idx. Written with the
  // table names: in a one-table query drizzle leaves columns unqualified, and a bare "id" inside the
  // subquery would mean the loan's id.
  loanCount: sql<number>`(select count(*) from ${loanApplications} where ${loanApplications}.${sql.identifier('user_id')} = ${users}.${sql.identifier('id')})::int`,
};

export type UserPageRow = Awaited<ReturnType<typeof findUserPage>>[number];

/**
 * One page of accounts, newest registration first, in keyset order (never OFFSET): rows strictly after
 * the cursor's (registration date, id). Each search prefix is written exactly as its index in
 * packages/db/src/schema/users.ts declares it, so PostgreSQL can OR the indexes together.
 */
export async function findUserPage(db: Executor, c: UserPageCriteria) {
  return db
    .select(rowFields)
    .from(users)
    .where(and(...filters(c)))
    .orderBy(desc(users.registrationDate), desc(users.id))
    .limit(c.limit);
}

function filters(c: UserPageCriteria): (SQL | undefined)[] {
  return [
    c.role === undefined ? undefined : eq(users.role, c.role),
    c.status === undefined ? undefined : statusFilter(c.status),
    c.after === undefined
      ? undefined
      : sql`(${users.registrationDate}, ${users.id}) < (${c.after.key}::timestamptz, ${c.after.id}::uuid)`,
    c.search === undefined ? undefined : searchCondition(c.search),
  ];
}

function statusFilter(status: AdminUserStatusFilter): SQL {
  switch (status) {
    case 'active':
      return eq(users.isActive, true);
    case 'deactivated':
      return eq(users.isActive, false);
    case 'unverified':
      return eq(users.isEmailVerified, false);
  }
}

const firstName = sql`lower(${users.firstName})`;
const lastName = sql`lower(${users.lastName})`;
const fullName = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
const like = (expression: SQLWrapper, prefix: string) => sql`${expression} like ${likePrefix(prefix)}`;

/** Any of the person's fields; a loan-id meaning of the text has no place in a list of accounts. */
function searchCondition(plan: SearchPlan): SQL {
  const any: SQL[] = [];
  if (plan.emailPrefix !== undefined) any.push(like(users.email, plan.emailPrefix));
  if (plan.phonePrefix !== undefined) any.push(like(users.phoneNumber, plan.phonePrefix));
  if (plan.nrcPrefix !== undefined) any.push(like(users.nrcNumber, plan.nrcPrefix));
  if (plan.namePrefix !== undefined) {
    // Usernames are stored lower-cased, like the plan's words.
    any.push(like(firstName, plan.namePrefix), like(lastName, plan.namePrefix));
    any.push(like(users.username, plan.namePrefix));
  }
  if (plan.fullNamePrefix !== undefined) any.push(like(fullName, plan.fullNamePrefix));
  // A text that can mean nothing about a person (only a loan id) matches no account.
  return or(...any) ?? sql`false`;
}

/** Everything about the account but its password hash. */
export async function findUserProfile(db: Executor, id: string) {
  const [row] = await db.select(userColumnsWithoutPassword).from(users).where(eq(users.id, id));
  return row;
}

export type UserProfileRow = NonNullable<Awaited<ReturnType<typeof findUserProfile>>>;

/** The newest loans of one borrower, and how many there are in all. */
export async function findLoansOfUser(db: Executor, userId: string, limit: number) {
  const [loans, [total]] = await Promise.all([
    db
      .select({
        id: loanApplications.id,
        productName: loanProducts.name,
        amount: loanApplications.amount,
        status: loanApplications.status,
        applicationDate: loanApplications.applicationDate,
      })
      .from(loanApplications)
      .innerJoin(loanProducts, eq(loanProducts.id, loanApplications.productId))
      .where(eq(loanApplications.userId, userId))
      .orderBy(desc(loanApplications.applicationDate), desc(loanApplications.id))
      .limit(limit),
    db.select({ n: count() }).from(loanApplications).where(eq(loanApplications.userId, userId)),
  ]);
  return { loans, total: total?.n ?? 0 };
}

/**
 * Sessions that still work: not ended, not past their absolute expiry, and used after `idleCutoff`
 * (see sessions/sessions.ts). Only times leave this function, never the token's hash.
 */
export async function findLiveSessionsOfUser(db: Executor, userId: string, now: Date, idleCutoff: Date) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

const actor = alias(users, 'actor');

const auditFields = {
  id: auditEvents.id,
  action: auditEvents.action,
  createdAt: auditEvents.createdAt,
  entityType: auditEvents.entityType,
  entityId: auditEvents.entityId,
  loanId: auditEvents.loanId,
  before: auditEvents.before,
  after: auditEvents.after,
  actor: { username: actor.username, firstName: actor.firstName, lastName: actor.lastName },
};

export type AuditEventRow = Awaited<ReturnType<typeof findAuditEventsAboutUser>>[number];

/** What was done to the account, newest first. */
export async function findAuditEventsAboutUser(db: Executor, userId: string, limit: number) {
  return db
    .select(auditFields)
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .where(and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, userId)))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}

/** What the account did as staff, newest first (audit_events_actor_idx). */
export async function findAuditEventsByActor(db: Executor, userId: string, limit: number) {
  return db
    .select(auditFields)
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .where(eq(auditEvents.actorId, userId))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}
