import { auditEvents, type Executor, emailMessages, users } from '@kwacha/db';
import type { EmailStatus } from '@kwacha/shared/staff/email-management';
import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { likePrefix } from '../admin-loans/admin-loan-search';
import { EMAIL_AUDIT_ENTITY, EMAIL_RESENT_ACTION } from './email-audit';
import type { EmailCursor } from './email-cursor';

// Staff reads over the mail module's outbox (email_messages) and the accounts it was written to. Every
// write to the outbox goes through the owner's repository (mail/mail.repository.ts).

const m = emailMessages;

export interface EmailPageCriteria {
  /** Prefixes of the recipient's address (as typed, and lower-cased). */
  recipientPrefixes?: string[];
  kind?: string;
  status?: EmailStatus;
  from?: Date;
  until?: Date;
  after?: EmailCursor;
  /** `sending` is a claim that has not run out yet: compared with the app's clock, as the sender does. */
  now: Date;
  limit: number;
}

// The exact keyset key: a Date would lose the microseconds PostgreSQL keeps.
const createdKey = sql<string>`to_char(${m.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const rowFields = {
  id: m.id,
  toAddress: m.toAddress,
  template: m.template,
  status: m.status,
  claimedUntil: m.claimedUntil,
  attempts: m.attempts,
  lastError: m.lastError,
  createdAt: m.createdAt,
  sentAt: m.sentAt,
  nextAttemptAt: m.nextAttemptAt,
  createdKey,
};

export type EmailPageRow = Awaited<ReturnType<typeof findEmailPage>>[number];

/**
 * One page newest first, in keyset order (never OFFSET): rows strictly after the cursor's (created_at,
 * id). Each filter has its index: (created_at, id), (template, created_at, id), (status, created_at) and
 * to_address text_pattern_ops for the prefix search.
 */
export async function findEmailPage(db: Executor, c: EmailPageCriteria) {
  return db
    .select(rowFields)
    .from(m)
    .where(
      and(
        c.recipientPrefixes?.length
          ? or(...c.recipientPrefixes.map((prefix) => sql`${m.toAddress} like ${likePrefix(prefix)}`))
          : undefined,
        c.kind === undefined ? undefined : eq(m.template, c.kind),
        c.status === undefined ? undefined : statusCondition(c.status, c.now),
        c.from === undefined ? undefined : gte(m.createdAt, c.from),
        c.until === undefined ? undefined : lt(m.createdAt, c.until),
        c.after === undefined
          ? undefined
          : sql`(${m.createdAt}, ${m.id}) < (${c.after.key}::timestamptz, ${c.after.id}::uuid)`,
      ),
    )
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(c.limit);
}

function statusCondition(status: EmailStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'sent':
    case 'failed':
    case 'kept_locally':
      return eq(m.status, status);
    case 'queued':
      return and(eq(m.status, 'queued'), or(isNull(m.claimedUntil), lte(m.claimedUntil, now)));
    case 'sending':
      return and(eq(m.status, 'queued'), gt(m.claimedUntil, now));
  }
}

/** One message, all of it (the service masks it before it leaves). */
export async function findEmailForStaff(db: Executor, id: string) {
  const [row] = await db.select().from(m).where(eq(m.id, id));
  return row;
}

/** How many failed messages each kind has (through email_messages_status_created_idx). */
export async function countFailedByKind(db: Executor) {
  return db
    .select({ kind: m.template, count: count() })
    .from(m)
    .where(eq(m.status, 'failed'))
    .groupBy(m.template)
    .orderBy(asc(m.template));
}

export async function countFailedOfKind(db: Executor, kind: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(m)
    .where(and(eq(m.status, 'failed'), eq(m.template, kind)));
  return row?.n ?? 0;
}

/** The next failed messages of one kind, oldest first after `after` (walked by "retry all"). */
export async function findFailedOfKind(
  db: Executor,
  kind: string,
  after: EmailCursor | undefined,
  limit: number,
) {
  return db
    .select({
      id: m.id,
      toAddress: m.toAddress,
      userId: m.userId,
      template: m.template,
      textBody: m.textBody,
      htmlBody: m.htmlBody,
      createdKey,
    })
    .from(m)
    .where(
      and(
        eq(m.status, 'failed'),
        eq(m.template, kind),
        after === undefined
          ? undefined
          : sql`(${m.createdAt}, ${m.id}) > (${after.key}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(asc(m.createdAt), asc(m.id))
    .limit(limit);
}

/**
 * The account a message was written to: by its user_id when the outbox knew it, else by the address
 * (older messages; addresses are stored lower-cased, and unique).
 */
export async function findAccountOfEmail(
  db: Executor,
  message: { userId: string | null; toAddress: string },
) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isActive: users.isActive,
      isEmailVerified: users.isEmailVerified,
      marketingOptIn: users.marketingOptIn,
    })
    .from(users)
    .where(
      message.userId ? eq(users.id, message.userId) : eq(users.email, message.toAddress.trim().toLowerCase()),
    );
  return row;
}

export type EmailAccount = NonNullable<Awaited<ReturnType<typeof findAccountOfEmail>>>;

const actor = alias(users, 'actor');

/** The times staff sent this message again (audit records 'email.resent'), newest first. */
export async function findResendsOfEmail(db: Executor, id: string) {
  return db
    .select({
      at: auditEvents.createdAt,
      after: auditEvents.after,
      actor: { firstName: actor.firstName, lastName: actor.lastName, username: actor.username },
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .where(
      and(
        eq(auditEvents.entityType, EMAIL_AUDIT_ENTITY),
        eq(auditEvents.entityId, id),
        eq(auditEvents.action, EMAIL_RESENT_ACTION),
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(20);
}
