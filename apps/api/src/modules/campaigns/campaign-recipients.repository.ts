import {
  type CampaignAudience,
  campaignRecipients,
  type Executor,
  loanApplications,
  users,
} from '@kwacha/db';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';

/**
 * Who a campaign goes to, and each person's turn. The primary key (campaign, person) of
 * campaign_recipients is the database's guarantee that nobody is written to twice: a person's row moves
 * from pending to queued in the same transaction that writes their message to the outbox.
 */

const r = campaignRecipients;

// The loan statuses of docs/product.md §12: owing money, repaid, and an application waiting for a decision
// (as the one-open-application index declares it).
const hasLoanIn = (statuses: string[]) =>
  sql`exists (select 1 from ${loanApplications} where ${loanApplications.userId} = ${users.id} and ${loanApplications.status} in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )}))`;

/** Whether someone may receive promotions at all: a borrower with a working, verified account who said yes. */
const mayReceivePromotions = sql<boolean>`(${users.role} = 'user' and ${users.isActive} and ${users.isEmailVerified} and ${users.marketingOptIn})`;

function audienceCondition(audience: CampaignAudience): SQL {
  return and(
    mayReceivePromotions,
    audience.hasActiveLoan ? hasLoanIn(['active', 'overdue']) : undefined,
    audience.hasRepaidLoan ? hasLoanIn(['paid']) : undefined,
    audience.noOpenApplication
      ? sql`not ${hasLoanIn(['pending', 'in_review', 'approval_error'])}`
      : undefined,
  ) as SQL;
}

/** How many people the audience holds now. */
export async function countAudience(db: Executor, audience: CampaignAudience): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(audienceCondition(audience));
  return row?.n ?? 0;
}

/**
 * Fixes the recipients as the audience is at this moment (one INSERT … SELECT); a second call adds nobody
 * twice. Returns how many people the campaign now has.
 */
export async function insertRecipients(
  tx: Executor,
  campaignId: string,
  audience: CampaignAudience,
): Promise<number> {
  await tx.execute(sql`
    insert into ${r} (campaign_id, user_id)
    select ${campaignId}::uuid, ${users.id} from ${users} where ${audienceCondition(audience)}
    on conflict do nothing`);
  const [row] = await tx.select({ n: count() }).from(r).where(eq(r.campaignId, campaignId));
  return row?.n ?? 0;
}

export interface ClaimedRecipient {
  userId: string;
  email: string;
  /** users.language: the footer and unsubscribe line follow it (docs/product.md §22). */
  language: string | null;
  /** Still may receive promotions now (consent not withdrawn, account active and verified). */
  eligible: boolean;
}

/**
 * The next `limit` people still waiting, locked until the transaction ends (SKIP LOCKED: two workers never
 * take the same person), with whether each may still receive the campaign at this moment.
 */
export async function claimPendingRecipients(
  tx: Executor,
  campaignId: string,
  limit: number,
): Promise<ClaimedRecipient[]> {
  const result = await tx.execute(sql`
    with batch as (
      select ${r.userId} as user_id from ${r}
      where ${r.campaignId} = ${campaignId} and ${r.status} = 'pending'
      order by ${r.userId}
      limit ${limit}
      for update skip locked
    )
    select batch.user_id as "userId", ${users.email} as email, ${users.language} as language,
      ${mayReceivePromotions} as eligible
    from batch join ${users} on ${users.id} = batch.user_id`);
  return (result as unknown as { rows: ClaimedRecipient[] }).rows;
}

/** Records the message each person's promotion became. Only a pending row moves: never one queued already. */
export async function markRecipientsQueued(
  tx: Executor,
  campaignId: string,
  queued: { userId: string; messageId: string }[],
  at: Date,
): Promise<void> {
  if (queued.length === 0) return;
  const values = sql.join(
    queued.map((q) => sql`(${q.userId}::uuid, ${q.messageId}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${r} set status = 'queued', email_message_id = v.message_id, queued_at = ${at}
    from (values ${values}) as v(user_id, message_id)
    where ${r.campaignId} = ${campaignId} and ${r.userId} = v.user_id and ${r.status} = 'pending'`);
}

export async function markRecipientsSkipped(tx: Executor, campaignId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await tx
    .update(r)
    .set({ status: 'skipped' })
    .where(and(eq(r.campaignId, campaignId), eq(r.status, 'pending'), inArray(r.userId, userIds)));
}

/** A cancelled campaign: nobody still waiting will receive it. Returns how many were waiting. */
export async function skipAllPending(tx: Executor, campaignId: string): Promise<number> {
  const result = await tx.execute(sql`
    with skipped as (
      update ${r} set status = 'skipped' where ${r.campaignId} = ${campaignId} and ${r.status} = 'pending'
      returning 1
    )
    select count(*)::int as n from skipped`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

export async function hasPendingRecipients(db: Executor, campaignId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: r.userId })
    .from(r)
    .where(and(eq(r.campaignId, campaignId), eq(r.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

/**
 * What the campaign wrote to the outbox lately: how many since `since` (the rate's window) and when last.
 */
export async function recentActivity(db: Executor, campaignId: string, since: Date) {
  const [row] = await db
    .select({
      queuedSince: sql<number>`(count(*) filter (where ${r.queuedAt} > ${since}))::int`,
      // Null when nothing was queued yet (drizzle does not map a null).
      lastQueuedAt: sql<Date | null>`max(${r.queuedAt})`.mapWith((value) => new Date(value)),
    })
    .from(r)
    .where(and(eq(r.campaignId, campaignId), eq(r.status, 'queued')));
  return { queuedSince: row?.queuedSince ?? 0, lastQueuedAt: row?.lastQueuedAt ?? null };
}
