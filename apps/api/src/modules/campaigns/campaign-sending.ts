import type { Campaign, Executor } from '@kwacha/db';
import { isLanguage } from '@kwacha/shared/i18n/languages';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { unsubscribeHeaders, unsubscribePageUrl } from '../consent/unsubscribe-links';
import { PROMOTION_TEMPLATE, promotionEmail } from './campaign-email';
import {
  type ClaimedRecipient,
  claimPendingRecipients,
  hasPendingRecipients,
  insertRecipients,
  markRecipientsQueued,
  markRecipientsSkipped,
  recentActivity,
} from './campaign-recipients.repository';
import { audienceOf } from './campaign-views';
import { findStalledCampaigns, lockCampaign, updateCampaign } from './campaigns.repository';

/**
 * Sending in the background (docs/decisions/015-promotional-campaigns.md). A `campaign.send` job writes
 * one batch to the outbox and queues itself again BATCH_INTERVAL_SECONDS later, until nobody is waiting.
 * Each chunk of a batch is one transaction that locks the campaign (a pause or cancel waits for it and
 * is seen by the next), claims pending recipients SKIP LOCKED, checks each person's consent at that moment,
 * writes their message and marks them queued: a crash loses or repeats nothing. `campaign.resume`, every
 * minute, restarts a campaign whose chain of jobs was lost.
 */

export const CAMPAIGN_SEND_JOB = 'campaign.send';
export const CAMPAIGN_RESUME_JOB = 'campaign.resume';
export const BATCH_INTERVAL_SECONDS = 10;
/** People per transaction: short transactions keep PGlite (one connection) free for urgent mail. */
const CHUNK_SIZE = 250;
/** A sending campaign this quiet has lost its chain of jobs. */
const STALLED_AFTER_MS = 3 * BATCH_INTERVAL_SECONDS * 1000;
const RATE_WINDOW_MS = 60_000;

export type SendingDeps = Pick<AppContext, 'db' | 'now' | 'jobs' | 'mailer' | 'config'>;

/** At most `ratePerMinute` a minute, spread over the minute's batches. */
export const batchSizeFor = (ratePerMinute: number) =>
  Math.max(1, Math.ceil((ratePerMinute * BATCH_INTERVAL_SECONDS) / 60));

/**
 * Fixes the recipients (the audience as it is now) and moves the campaign to sending, in the caller's
 * transaction with the campaign locked. Returns how many people it has. `actorId` null: the schedule.
 */
export async function startSending(
  tx: Executor,
  campaign: Campaign,
  actorId: string | null,
  now: Date,
): Promise<number> {
  const recipients = await insertRecipients(tx, campaign.id, audienceOf(campaign));
  await updateCampaign(tx, campaign.id, { status: 'sending', startedAt: now, updatedAt: now });
  await recordAudit(tx, {
    actorId,
    action: 'campaign.started',
    entityType: 'campaign',
    entityId: campaign.id,
    before: { status: campaign.status },
    after: { status: 'sending', recipients },
  });
  return recipients;
}

/** The job: start a scheduled campaign when its time has come, then send one batch and plan the next. */
export async function runCampaignSend(deps: SendingDeps, campaignId: string): Promise<void> {
  const ready = await startIfDue(deps, campaignId);
  if (!ready) return;
  const outcome = await sendBatch(deps, campaignId);
  if (outcome === 'more') {
    await deps.jobs.send(CAMPAIGN_SEND_JOB, { campaignId }, { startAfter: BATCH_INTERVAL_SECONDS });
  }
}

/** True when the campaign is sending (now, or from this moment on because its time came). */
async function startIfDue(deps: SendingDeps, campaignId: string): Promise<boolean> {
  const now = deps.now();
  const early = await deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, campaignId);
    if (campaign?.status !== 'scheduled') return campaign?.status === 'sending' ? 'ready' : 'stop';
    if (campaign.scheduledAt && campaign.scheduledAt > now) return campaign.scheduledAt;
    await startSending(tx, campaign, null, now);
    return 'ready';
  });
  // Run early (another clock, or an older job of a campaign scheduled again for later): wait for its time.
  if (early instanceof Date) await deps.jobs.send(CAMPAIGN_SEND_JOB, { campaignId }, { startAfter: early });
  return early === 'ready';
}

type BatchOutcome = 'more' | 'done' | 'stopped';

/**
 * One batch, in chunks. The allowance is the batch size less what went out in the last minute (so the
 * rate holds whatever runs at once), and a job that finds a batch written moments ago is a second chain
 * (a resume while the first still had a job waiting): it stops without queuing another.
 */
export async function sendBatch(deps: SendingDeps, campaignId: string): Promise<BatchOutcome> {
  const startedAt = deps.now();
  let allowance: number | undefined;
  for (;;) {
    const step = await deps.db.transaction(async (tx): Promise<BatchOutcome | 'next'> => {
      const campaign = await lockCampaign(tx, campaignId);
      if (campaign?.status !== 'sending') return 'stopped';
      if (allowance === undefined) {
        const window = new Date(startedAt.getTime() - RATE_WINDOW_MS);
        const activity = await recentActivity(tx, campaignId, window);
        const twinAfter = startedAt.getTime() - (BATCH_INTERVAL_SECONDS * 1000) / 2;
        if (activity.lastQueuedAt && activity.lastQueuedAt.getTime() > twinAfter) return 'stopped';
        allowance = Math.min(
          batchSizeFor(campaign.ratePerMinute),
          campaign.ratePerMinute - activity.queuedSince,
        );
      }
      if (allowance <= 0) return 'more';
      const limit = Math.min(CHUNK_SIZE, allowance);
      const claimed = await claimPendingRecipients(tx, campaignId, limit);
      allowance -= await queueMessages(deps, tx, campaign, claimed);
      if (claimed.length === limit) return allowance > 0 ? 'next' : 'more';
      // Fewer than asked: nobody else waits, unless another worker holds some (they are still pending).
      if (await hasPendingRecipients(tx, campaignId)) return 'more';
      await finishCampaign(deps, tx, campaign);
      return 'done';
    });
    if (step !== 'next') return step;
  }
}

/** Each eligible person's message to the outbox; the others skipped. Returns how many were queued. */
async function queueMessages(
  deps: SendingDeps,
  tx: Executor,
  campaign: Campaign,
  claimed: ClaimedRecipient[],
): Promise<number> {
  const { appUrl, sessionSecret } = deps.config;
  const queued: { userId: string; messageId: string }[] = [];
  for (const person of claimed.filter((p) => p.eligible)) {
    const email = promotionEmail(
      campaign,
      unsubscribePageUrl(appUrl, sessionSecret, person.userId),
      isLanguage(person.language) ? person.language : null,
    );
    const messageId = await deps.mailer.queue(
      {
        ...email,
        to: person.email,
        template: PROMOTION_TEMPLATE,
        headers: unsubscribeHeaders(appUrl, sessionSecret, person.userId),
        userId: person.userId,
        campaignId: campaign.id,
      },
      tx,
    );
    queued.push({ userId: person.userId, messageId });
  }
  await markRecipientsQueued(tx, campaign.id, queued, deps.now());
  // Withdrew consent (or lost their account) since the campaign started: they are not written to.
  await markRecipientsSkipped(
    tx,
    campaign.id,
    claimed.filter((p) => !p.eligible).map((p) => p.userId),
  );
  return queued.length;
}

async function finishCampaign(deps: SendingDeps, tx: Executor, campaign: Campaign) {
  const now = deps.now();
  await updateCampaign(tx, campaign.id, { status: 'sent', finishedAt: now, updatedAt: now });
  await recordAudit(tx, {
    actorId: null,
    action: 'campaign.finished',
    entityType: 'campaign',
    entityId: campaign.id,
    before: { status: 'sending' },
    after: { status: 'sent' },
  });
}

/** The cron: every campaign that should be moving and is not gets a job again. Returns how many. */
export async function resumeStalledCampaigns(deps: SendingDeps): Promise<number> {
  const quietSince = new Date(deps.now().getTime() - STALLED_AFTER_MS);
  const stalled = await findStalledCampaigns(deps.db, quietSince);
  for (const campaignId of stalled) await deps.jobs.send(CAMPAIGN_SEND_JOB, { campaignId });
  return stalled.length;
}
