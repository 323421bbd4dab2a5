import { auditEvents, type Executor, type SmsStatus, smsMessages } from '@kwacha/db';
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { SMS_AUDIT_ENTITY, SMS_RESENT_ACTION } from './sms-audit';
import type { SmsCursor } from './sms-cursor';

// Staff reads over the SMS outbox (docs/product.md §19.4); texts are written by sms.repository.ts.

const s = smsMessages;

// The exact keyset key: a Date would lose the microseconds PostgreSQL keeps.
const createdKey = sql<string>`to_char(${s.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The audit records of sending one text again (docs/product.md §19.4). */
const resentRecords = (smsId: string | SQL) =>
  and(
    eq(auditEvents.entityType, SMS_AUDIT_ENTITY),
    eq(auditEvents.entityId, smsId),
    eq(auditEvents.action, SMS_RESENT_ACTION),
  );

// The new text a failed (or unknown) one was sent again as: its sms.resent record (through
// audit_events_entity_idx).
const resentAsId = sql<string | null>`(
  select ${auditEvents.after} ->> 'newSmsId' from ${auditEvents}
  where ${resentRecords(sql`${s.id}::text`)}
  order by ${auditEvents.id} desc limit 1
)`;

export interface SmsPageCriteria {
  /** Digits the number ends with. */
  numberEndsWith?: string;
  status?: SmsStatus;
  after?: SmsCursor;
  limit: number;
}

/**
 * One page newest first, in keyset order (never OFFSET): rows strictly after the cursor's (created_at,
 * id), walked through sms_messages_created_idx. The number search has no index of its own (it matches
 * the end of the number); it filters what that walk reads.
 */
export async function findSmsPage(db: Executor, c: SmsPageCriteria) {
  return db
    .select({ ...getTableColumns(s), createdKey, resentAsId })
    .from(s)
    .where(
      and(
        c.numberEndsWith === undefined ? undefined : sql`${s.toNumber} like ${`%${c.numberEndsWith}`}`,
        c.status === undefined ? undefined : eq(s.status, c.status),
        c.after === undefined
          ? undefined
          : sql`(${s.createdAt}, ${s.id}) < (${c.after.key}::timestamptz, ${c.after.id}::uuid)`,
      ),
    )
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(c.limit);
}

/**
 * The text, locked until the transaction ends: two staff sending the same failed text again queue it
 * once, because the second waits here and then finds the first one's record (findResentAs).
 */
export async function lockSmsForResend(db: Executor, id: string) {
  const [row] = await db.select().from(s).where(eq(s.id, id)).for('update');
  return row;
}

/**
 * The new text this one was sent again as, if any. A statement of its own after the lock: under READ
 * COMMITTED it sees what a colleague committed while we waited.
 */
export async function findResentAs(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .select({ newSmsId: sql<string | null>`${auditEvents.after} ->> 'newSmsId'` })
    .from(auditEvents)
    .where(resentRecords(id))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row?.newSmsId ?? null;
}
