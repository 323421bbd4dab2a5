import {
  type Campaign,
  campaignRecipients,
  campaigns,
  type Executor,
  emailMessages,
  type NewCampaign,
  users,
} from '@kwacha/db';
import type { CampaignProgress } from '@kwacha/shared/staff/campaigns';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';

/** The campaigns table (docs/product.md §14.6): drafts, their rendering, status and times. */

const c = campaigns;
const creator = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
};

export async function insertCampaign(db: Executor, values: NewCampaign): Promise<Campaign> {
  const [row] = await db.insert(c).values(values).returning();
  if (!row) throw new Error('insert into campaigns returned no row');
  return row;
}

/** The campaign with who created it, or undefined. */
export async function findCampaign(db: Executor, id: string) {
  const [row] = await db
    .select({ campaign: c, creator })
    .from(c)
    .innerJoin(users, eq(users.id, c.createdBy))
    .where(eq(c.id, id));
  return row;
}

export type CampaignWithCreator = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

/** The campaign row locked until the transaction ends: every status move and every batch takes it first. */
export async function lockCampaign(tx: Executor, id: string): Promise<Campaign | undefined> {
  const [row] = await tx.select().from(c).where(eq(c.id, id)).for('update');
  return row;
}

export async function updateCampaign(
  tx: Executor,
  id: string,
  values: Partial<Omit<NewCampaign, 'id' | 'createdBy' | 'createdAt'>>,
): Promise<Campaign> {
  const [row] = await tx.update(c).set(values).where(eq(c.id, id)).returning();
  if (!row) throw new Error(`campaign ${id} vanished while locked`);
  return row;
}

/** Where a page of the history ended: the exact creation time (microseconds kept) and the id. */
export interface CampaignCursor {
  createdAt: string;
  id: string;
}

/** One page of the history, newest first, over the (created_at, id) index. */
export async function findCampaignPage(db: Executor, before: CampaignCursor | undefined, limit: number) {
  return db
    .select({
      campaign: c,
      creator,
      createdKey: sql<string>`to_char(${c.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(c)
    .innerJoin(users, eq(users.id, c.createdBy))
    .where(
      before
        ? sql`(${c.createdAt}, ${c.id}) < (${before.createdAt}::timestamptz, ${before.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(limit);
}

/**
 * Progress of several campaigns in one grouped query: each recipient with the delivery status of the
 * message it became. Remaining: not yet written to the outbox, or written and not yet delivered.
 */
export async function campaignProgress(
  db: Executor,
  campaignIds: string[],
): Promise<Map<string, CampaignProgress>> {
  const progress = new Map<string, CampaignProgress>();
  if (campaignIds.length === 0) return progress;
  const r = campaignRecipients;
  const m = emailMessages;
  const rows = await db
    .select({
      campaignId: r.campaignId,
      recipients: sql<number>`count(*)::int`,
      sent: sql<number>`(count(*) filter (where ${m.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${m.status} = 'failed'))::int`,
      remaining: sql<number>`(count(*) filter (where ${r.status} = 'pending' or ${m.status} = 'queued'))::int`,
      skipped: sql<number>`(count(*) filter (where ${r.status} = 'skipped'))::int`,
    })
    .from(r)
    .leftJoin(m, eq(m.id, r.emailMessageId))
    .where(inArray(r.campaignId, campaignIds))
    .groupBy(r.campaignId);
  for (const { campaignId, ...counts } of rows) progress.set(campaignId, counts);
  return progress;
}

/**
 * Campaigns whose sending should be going on but shows no sign of it since `quietSince`: sending, not
 * moved and nothing written to the outbox lately (the chain of jobs was lost in a crash — also just
 * before the last batch could mark it sent); or scheduled for a time already past (the job was lost).
 */
export async function findStalledCampaigns(db: Executor, quietSince: Date): Promise<string[]> {
  const r = campaignRecipients;
  const rows = await db
    .select({ id: c.id })
    .from(c)
    .where(
      or(
        and(
          eq(c.status, 'sending'),
          lt(c.updatedAt, quietSince),
          sql`not exists (select 1 from ${r} where ${r.campaignId} = ${c.id} and ${r.queuedAt} >= ${quietSince})`,
        ),
        and(eq(c.status, 'scheduled'), lt(c.scheduledAt, quietSince)),
      ),
    );
  return rows.map((row) => row.id);
}
