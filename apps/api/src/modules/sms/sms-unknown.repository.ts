import { type Executor, smsEarlyDeliveryReports, smsMessages } from '@kwacha/db';
import { and, asc, eq, gt, gte, isNull } from 'drizzle-orm';
import type { DeliveryReport } from './sms.repository';

// Reads and moves for texts of unknown outcome (sms-reconcile.ts). Such a text, like one waiting or being
// sent, has no provider id: saying so lets PostgreSQL walk sms_messages_without_provider_id_idx by number.
const noProviderId = isNull(smsMessages.providerMessageId);
const isUnknown = and(eq(smsMessages.status, 'unknown'), noProviderId);

/**
 * This provider's texts to `toNumber` whose outcome became unknown since `since`; two are enough to know
 * there is not one.
 */
export async function unknownSmsTo(db: Executor, provider: string, toNumber: string, since: Date) {
  return db
    .select({ id: smsMessages.id, createdAt: smsMessages.createdAt })
    .from(smsMessages)
    .where(
      and(
        isUnknown,
        eq(smsMessages.toNumber, toNumber),
        eq(smsMessages.provider, provider),
        gte(smsMessages.updatedAt, since),
      ),
    )
    .orderBy(asc(smsMessages.createdAt))
    .limit(2);
}

/** Whether a text to `toNumber` is being sent at `now`: its report may come before its id is stored. */
export async function smsInFlightTo(db: Executor, toNumber: string, now: Date) {
  const [row] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.status, 'queued'),
        noProviderId,
        eq(smsMessages.toNumber, toNumber),
        gt(smsMessages.claimedUntil, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Held reports of this provider naming `phoneNumber`, received since `since`; two are enough. */
export async function heldReportsNaming(
  db: Executor,
  provider: string,
  phoneNumber: string,
  since: Date,
): Promise<DeliveryReport[]> {
  const r = smsEarlyDeliveryReports;
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.provider, provider), eq(r.phoneNumber, phoneNumber), gte(r.receivedAt, since)))
    .orderBy(asc(r.receivedAt))
    .limit(2);
  return rows.flatMap((row) =>
    row.status === 'delivered' || row.status === 'failed'
      ? [
          {
            provider,
            providerMessageId: row.providerMessageId,
            status: row.status,
            error: row.error,
            phoneNumber,
            at: row.receivedAt,
          },
        ]
      : [],
  );
}

/**
 * Settles a text of unknown outcome with the report matched to it, taking the report's message id.
 * Only a text still unknown moves; answers whether it did.
 */
export async function settleUnknownSms(db: Executor, id: string, report: DeliveryReport) {
  const rows = await db
    .update(smsMessages)
    .set({
      status: report.status,
      providerMessageId: report.providerMessageId,
      ...(report.status === 'delivered'
        ? { deliveredAt: report.at, lastError: null }
        : { lastError: report.error }),
      updatedAt: report.at,
    })
    .where(and(eq(smsMessages.id, id), isUnknown))
    .returning({ id: smsMessages.id });
  return rows.length > 0;
}
