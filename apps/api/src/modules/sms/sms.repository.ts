import { type Executor, type SmsStatus, smsEarlyDeliveryReports, smsMessages } from '@kwacha/db';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { personRowsOldestFirst } from '../../lib/person-rows';

export interface NewSms {
  userId: string | null;
  to: string;
  body: string;
  kind: string;
}

/** Writes a text to the outbox, due at `now`. */
export async function insertSms(db: Executor, sms: NewSms, now: Date) {
  const [row] = await db
    .insert(smsMessages)
    .values({
      userId: sms.userId,
      toNumber: sms.to,
      body: sms.body,
      kind: sms.kind,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert into sms_messages returned no row');
  return row;
}

/** Claims due queued texts for `leaseMs`, oldest first (SKIP LOCKED: senders in several processes share it). */
export async function claimDueSms(db: Executor, claim: { limit: number; now: Date; leaseMs: number }) {
  const due = db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.status, 'queued'),
        lte(smsMessages.nextAttemptAt, claim.now),
        or(isNull(smsMessages.claimedUntil), lt(smsMessages.claimedUntil, claim.now)),
      ),
    )
    .orderBy(asc(smsMessages.nextAttemptAt))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(smsMessages)
    .set({ claimedUntil: new Date(claim.now.getTime() + claim.leaseMs) })
    .where(inArray(smsMessages.id, due))
    .returning();
}

export async function markSmsSent(
  db: Executor,
  id: string,
  sent: { provider: string; providerMessageId: string; at: Date },
) {
  await db
    .update(smsMessages)
    .set({
      status: 'sent',
      provider: sent.provider,
      providerMessageId: sent.providerMessageId,
      sentAt: sent.at,
      updatedAt: sent.at,
      attempts: sql`${smsMessages.attempts} + 1`,
      lastError: null,
      claimedUntil: null,
    })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.status, 'queued')));
}

/**
 * The provider may have taken the text without saying so (sms-gateway.ts `unknown`): it is not tried
 * again by itself; a delivery report matched to it, or staff, settle it (docs/product.md §19.3).
 */
export async function recordSmsUnknown(
  db: Executor,
  id: string,
  outcome: { provider: string; error: string; at: Date },
) {
  await db
    .update(smsMessages)
    .set({
      status: 'unknown',
      provider: outcome.provider,
      attempts: sql`${smsMessages.attempts} + 1`,
      lastError: outcome.error.slice(0, 500),
      claimedUntil: null,
      updatedAt: outcome.at,
    })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.status, 'queued')));
}

/** A failed attempt: queued again until `retryAt`, or failed for good when `retryAt` is null. */
export async function recordSmsFailure(
  db: Executor,
  id: string,
  failure: { provider: string; error: string; retryAt: Date | null; at: Date },
) {
  await db
    .update(smsMessages)
    .set({
      status: failure.retryAt ? 'queued' : 'failed',
      provider: failure.provider,
      attempts: sql`${smsMessages.attempts} + 1`,
      lastError: failure.error.slice(0, 500),
      ...(failure.retryAt && { nextAttemptAt: failure.retryAt }),
      claimedUntil: null,
      updatedAt: failure.at,
    })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.status, 'queued')));
}

/** A final delivery report, as the delivery service reads it from the provider's callback. */
export interface DeliveryReport {
  provider: string;
  providerMessageId: string;
  status: Extract<SmsStatus, 'delivered' | 'failed'>;
  error: string | null;
  /** The number it names (+260…), when it names one. */
  phoneNumber: string | null;
  at: Date;
}

/**
 * A delivery report for a text this provider accepted. Only a `sent` message moves (to delivered or
 * failed), so a repeated or late report changes nothing; an id we never stored matches no row.
 * Answers whether a row moved.
 */
export async function recordSmsDelivery(db: Executor, report: DeliveryReport) {
  const rows = await db
    .update(smsMessages)
    .set({
      status: report.status,
      ...(report.status === 'delivered' ? { deliveredAt: report.at } : { lastError: report.error }),
      updatedAt: report.at,
    })
    .where(
      and(
        eq(smsMessages.provider, report.provider),
        eq(smsMessages.providerMessageId, report.providerMessageId),
        eq(smsMessages.status, 'sent'),
      ),
    )
    .returning({ id: smsMessages.id });
  return rows.length > 0;
}

/** Whether this provider's id names a text we hold (in any status). */
export async function smsWithProviderIdExists(db: Executor, provider: string, providerMessageId: string) {
  const [row] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(and(eq(smsMessages.provider, provider), eq(smsMessages.providerMessageId, providerMessageId)))
    .limit(1);
  return row !== undefined;
}

/** Holds a report whose text is not recorded as sent yet; a later report for the same id replaces it. */
export async function holdEarlyReport(db: Executor, report: DeliveryReport) {
  const values = {
    status: report.status,
    error: report.error,
    phoneNumber: report.phoneNumber,
    receivedAt: report.at,
  };
  await db
    .insert(smsEarlyDeliveryReports)
    .values({ provider: report.provider, providerMessageId: report.providerMessageId, ...values })
    .onConflictDoUpdate({
      target: [smsEarlyDeliveryReports.provider, smsEarlyDeliveryReports.providerMessageId],
      set: values,
    });
}

/** Takes (reads and deletes) the report held for this id, if any. */
export async function takeEarlyReport(
  db: Executor,
  provider: string,
  providerMessageId: string,
): Promise<DeliveryReport | undefined> {
  const [row] = await db
    .delete(smsEarlyDeliveryReports)
    .where(
      and(
        eq(smsEarlyDeliveryReports.provider, provider),
        eq(smsEarlyDeliveryReports.providerMessageId, providerMessageId),
      ),
    )
    .returning();
  if (!row || (row.status !== 'delivered' && row.status !== 'failed')) return undefined;
  const { status, error, phoneNumber, receivedAt } = row;
  return { provider, providerMessageId, status, error, phoneNumber, at: receivedAt };
}

/** Drops held reports received before `before` that no text claimed. */
export async function dropEarlyReportsBefore(db: Executor, before: Date) {
  await db.delete(smsEarlyDeliveryReports).where(lt(smsEarlyDeliveryReports.receivedAt, before));
}

/** One borrower's texts, newest first (tests and the staff view). */
export async function listSmsOfUser(db: Executor, userId: string) {
  return db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.userId, userId))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id));
}

export async function findSms(db: Executor, id: string) {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
  return row;
}

/**
 * Erasure (docs/product.md §18.2): the borrower's texts keep their kind, status and times, lose number and
 * body; one still waiting is not sent. Held delivery reports naming their numbers go too.
 */
export async function forgetSmsRecipient(db: Executor, userId: string, now: Date) {
  const theirNumbers = db
    .select({ toNumber: smsMessages.toNumber })
    .from(smsMessages)
    .where(eq(smsMessages.userId, userId));
  await db.delete(smsEarlyDeliveryReports).where(inArray(smsEarlyDeliveryReports.phoneNumber, theirNumbers));
  await db
    .update(smsMessages)
    .set({ status: 'failed', lastError: 'account erased', claimedUntil: null, updatedAt: now })
    .where(and(eq(smsMessages.userId, userId), eq(smsMessages.status, 'queued')));
  await db
    .update(smsMessages)
    .set({ toNumber: 'erased', body: '[erased]', updatedAt: now })
    .where(eq(smsMessages.userId, userId));
}

/** A borrower's copy of their data (docs/product.md §18.1): every text written to them, oldest first. */
export async function smsSentTo(db: Executor, userId: string) {
  return personRowsOldestFirst(
    db,
    smsMessages,
    {
      kind: smsMessages.kind,
      toNumber: smsMessages.toNumber,
      body: smsMessages.body,
      status: smsMessages.status,
      createdAt: smsMessages.createdAt,
      sentAt: smsMessages.sentAt,
      deliveredAt: smsMessages.deliveredAt,
    },
    { person: smsMessages.userId, order: smsMessages.createdAt },
    userId,
  );
}
