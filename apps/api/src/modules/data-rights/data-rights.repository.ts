import {
  auditEvents,
  complaints,
  consentEvents,
  dataRightsRequests,
  disbursements,
  type Executor,
  loanApplications,
  notifications,
  payments,
  sessions,
  users,
} from '@kwacha/db';
import type {
  DataRightsKind,
  DataRightsListQuery,
  DataRightsStatus,
} from '@kwacha/shared/data-rights/data-rights';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { columnsOf, personRowsOldestFirst } from '../../lib/person-rows';

// The data rights module owns data_rights_requests. It reads other modules' tables to put a borrower's
// copy together (docs/decisions/020-data-rights.md); every write to them goes through their owners'
// repositories (users, auth, consent, notifications, contact, mail).

const completer = alias(users, 'completer');

export async function insertRequest(
  db: Executor,
  row: {
    userId: string;
    kind: DataRightsKind;
    status: DataRightsStatus;
    details?: Record<string, unknown> | null;
    outcome?: string | null;
    createdAt: Date;
    completedAt?: Date | null;
  },
) {
  const [inserted] = await db.insert(dataRightsRequests).values(row).returning();
  if (!inserted) throw new Error('insert into data_rights_requests returned no row');
  return inserted;
}

export async function lockRequest(db: Executor, id: string) {
  const [row] = await db.select().from(dataRightsRequests).where(eq(dataRightsRequests.id, id)).for('update');
  return row;
}

export async function decideRequest(
  db: Executor,
  id: string,
  decision: { status: DataRightsStatus; outcome: string; completedBy: string; completedAt: Date },
) {
  const [row] = await db
    .update(dataRightsRequests)
    .set(decision)
    .where(eq(dataRightsRequests.id, id))
    .returning();
  return row;
}

export async function hasPendingCorrection(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dataRightsRequests.id })
    .from(dataRightsRequests)
    .where(
      and(
        eq(dataRightsRequests.userId, userId),
        eq(dataRightsRequests.kind, 'correction'),
        eq(dataRightsRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Erasure: the log stays (evidence that the request was met) but values a borrower typed go. */
export async function clearRequestDetailsOf(db: Executor, userId: string): Promise<void> {
  await db
    .update(dataRightsRequests)
    .set({
      details: sql`case when ${dataRightsRequests.details} ? 'field' then jsonb_build_object('field', ${dataRightsRequests.details}->'field') else null end`,
    })
    .where(eq(dataRightsRequests.userId, userId));
}

/** Erasure closes what is still pending: nothing may be applied to an erased account afterwards. */
export async function closePendingRequestsOf(db: Executor, userId: string, outcome: string, now: Date) {
  await db
    .update(dataRightsRequests)
    .set({ status: 'refused', outcome, completedAt: now })
    .where(and(eq(dataRightsRequests.userId, userId), eq(dataRightsRequests.status, 'pending')));
}

export async function requestsOf(db: Executor, userId: string) {
  return db
    .select()
    .from(dataRightsRequests)
    .where(eq(dataRightsRequests.userId, userId))
    .orderBy(desc(dataRightsRequests.createdAt));
}

const STAFF_LIST_LIMIT = 200;

/** The staff queue: pending first, then newest first. */
export async function listRequests(db: Executor, query: DataRightsListQuery) {
  const filters = [
    query.status ? eq(dataRightsRequests.status, query.status) : undefined,
    query.kind ? eq(dataRightsRequests.kind, query.kind) : undefined,
  ].filter((f) => f !== undefined);
  return db
    .select({
      request: dataRightsRequests,
      borrower: {
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
      completer: {
        username: completer.username,
        firstName: completer.firstName,
        lastName: completer.lastName,
      },
    })
    .from(dataRightsRequests)
    .innerJoin(users, eq(users.id, dataRightsRequests.userId))
    .leftJoin(completer, eq(completer.id, dataRightsRequests.completedBy))
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(
      sql`case when ${dataRightsRequests.status} = 'pending' then 0 else 1 end`,
      desc(dataRightsRequests.createdAt),
    )
    .limit(STAFF_LIST_LIMIT);
}

// ——— What the copy of a borrower's data reads ———

export async function loansOf(db: Executor, userId: string) {
  return db
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.userId, userId))
    .orderBy(asc(loanApplications.applicationDate));
}

export async function paymentsOf(db: Executor, userId: string) {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt));
}

/** Payments the provider has not answered yet: money may be moving, so the account cannot go yet. */
export async function countPaymentsInFlight(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')));
  return row?.n ?? 0;
}

export async function disbursementsOf(db: Executor, loanIds: string[]) {
  if (loanIds.length === 0) return [];
  return db
    .select({
      loanId: disbursements.loanId,
      status: disbursements.status,
      amount: disbursements.amount,
      method: disbursements.method,
      mobileMoneyProvider: disbursements.mobileMoneyProvider,
      mobileMoneyNumber: disbursements.mobileMoneyNumber,
      bankName: disbursements.bankName,
      bankAccountName: disbursements.bankAccountName,
      bankAccountNumber: disbursements.bankAccountNumber,
      createdAt: disbursements.createdAt,
      settledAt: disbursements.settledAt,
      reasonForFailure: disbursements.reasonForFailure,
    })
    .from(disbursements)
    .where(inArray(disbursements.loanId, loanIds))
    .orderBy(asc(disbursements.createdAt));
}

export async function consentEventsOf(db: Executor, userId: string) {
  return personRowsOldestFirst(
    db,
    consentEvents,
    columnsOf(consentEvents, [
      'purpose',
      'loanId',
      'granted',
      'wordingVersion',
      'source',
      'ipAddress',
      'userAgent',
      'createdAt',
    ]),
    { person: consentEvents.userId, order: consentEvents.id },
    userId,
  );
}

export async function notificationsOf(db: Executor, userId: string) {
  return personRowsOldestFirst(
    db,
    notifications,
    columnsOf(notifications, ['type', 'message', 'createdAt', 'readAt']),
    { person: notifications.userId, order: notifications.createdAt },
    userId,
  );
}

/** Complaints as their owner sees them: staff notes are internal and not part of the copy. */
export async function complaintsOf(db: Executor, userId: string) {
  return personRowsOldestFirst(
    db,
    complaints,
    columnsOf(complaints, [
      'reference',
      'category',
      'description',
      'status',
      'loanId',
      'resolution',
      'createdAt',
      'acknowledgedAt',
      'resolvedAt',
    ]),
    { person: complaints.userId, order: complaints.createdAt },
    userId,
  );
}

/** Sessions without their token hashes. */
export async function sessionsOf(db: Executor, userId: string) {
  return personRowsOldestFirst(
    db,
    sessions,
    columnsOf(sessions, ['createdAt', 'lastSeenAt', 'expiresAt', 'revokedAt']),
    { person: sessions.userId, order: sessions.createdAt },
    userId,
  );
}

/** Audit records about the person: their account, their loans, or what they did themselves. */
export async function auditEventsAbout(db: Executor, userId: string, loanIds: string[]) {
  const about = [
    and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, userId)),
    eq(auditEvents.actorId, userId),
    ...(loanIds.length > 0 ? [inArray(auditEvents.loanId, loanIds)] : []),
  ];
  return db
    .select({
      action: auditEvents.action,
      entityType: auditEvents.entityType,
      loanId: auditEvents.loanId,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .where(or(...about))
    .orderBy(asc(auditEvents.id));
}
