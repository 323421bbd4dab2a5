import type { Campaign, Executor } from '@kwacha/db';
import { errorDetail } from '@kwacha/shared/api/envelope';
import {
  CAMPAIGN_MESSAGES,
  type CampaignDetail,
  type CampaignStatus,
  SCHEDULE_MAX_DAYS,
  type SendCampaignRequest,
} from '@kwacha/shared/staff/campaigns';
import { ValidationError } from '../../lib/domain-errors';
import { recordAudit } from '../audit/audit.public';
import { skipAllPending } from './campaign-recipients.repository';
import { CAMPAIGN_SEND_JOB, startSending } from './campaign-sending';
import {
  CampaignNotFoundError,
  CampaignStateConflictError,
  CampaignWithoutRecipientsError,
} from './campaigns.errors';
import { lockCampaign, updateCampaign } from './campaigns.repository';
import { type CampaignsContext, loadCampaign } from './campaigns.service';

/**
 * The moves of a campaign (docs/decisions/015-promotional-campaigns.md): draft → scheduled → sending →
 * sent, with pause, resume and cancel. Each is one audited transaction with the campaign locked, so two
 * superusers acting at once (or a superuser and the job) are put in order and the second sees the first.
 */

export interface CampaignAction {
  actorId: string;
  campaignId: string;
}

/** Locks the campaign, checks the move is allowed from its status, then applies it. */
async function move<T>(
  ctx: CampaignsContext,
  { campaignId }: CampaignAction,
  allowedFrom: CampaignStatus[],
  refusal: (status: CampaignStatus) => string,
  apply: (tx: Executor, campaign: Campaign) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, campaignId);
    if (!campaign) throw new CampaignNotFoundError();
    if (!allowedFrom.includes(campaign.status)) {
      throw new CampaignStateConflictError(refusal(campaign.status));
    }
    return apply(tx, campaign);
  });
}

const audit = (tx: Executor, action: CampaignAction, name: string, before: object, after: object) =>
  recordAudit(tx, {
    actorId: action.actorId,
    action: `campaign.${name}`,
    entityType: 'campaign',
    entityId: action.campaignId,
    before: before as Record<string, unknown>,
    after: after as Record<string, unknown>,
  });

/** Now (the recipients are fixed at once), or at a later time through a job that waits for it. */
export async function sendCampaign(
  ctx: CampaignsContext,
  action: CampaignAction,
  request: SendCampaignRequest,
): Promise<CampaignDetail> {
  const at = request.at === undefined ? undefined : scheduleTime(request.at, ctx.now());
  const sendable: CampaignStatus[] = ['draft', 'scheduled'];
  if (at) {
    await move(ctx, action, sendable, CAMPAIGN_MESSAGES.cannotSend, async (tx, campaign) => {
      await updateCampaign(tx, campaign.id, { status: 'scheduled', scheduledAt: at, updatedAt: ctx.now() });
      await audit(
        tx,
        action,
        'scheduled',
        { status: campaign.status, scheduledAt: campaign.scheduledAt?.toISOString() ?? null },
        { status: 'scheduled', scheduledAt: at.toISOString() },
      );
    });
    // After the commit; a job lost here is found by campaign.resume once its time has passed.
    await ctx.jobs.send(CAMPAIGN_SEND_JOB, { campaignId: action.campaignId }, { startAfter: at });
  } else {
    await move(ctx, action, sendable, CAMPAIGN_MESSAGES.cannotSend, async (tx, campaign) => {
      const recipients = await startSending(tx, campaign, action.actorId, ctx.now());
      // Thrown inside the transaction: nothing of the start is kept.
      if (recipients === 0) throw new CampaignWithoutRecipientsError();
    });
    await ctx.jobs.send(CAMPAIGN_SEND_JOB, { campaignId: action.campaignId });
  }
  return loadCampaign(ctx, action.campaignId);
}

/** A time in the future, within SCHEDULE_MAX_DAYS; otherwise a 400 on the `at` field. */
function scheduleTime(iso: string, now: Date): Date {
  const at = new Date(iso);
  const refuse = (message: string) => new ValidationError([errorDetail('at', message)], message);
  if (at.getTime() <= now.getTime()) throw refuse(CAMPAIGN_MESSAGES.scheduleInPast);
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000) {
    throw refuse(CAMPAIGN_MESSAGES.scheduleTooFar);
  }
  return at;
}

/** Stops writing to the outbox; messages already there are still delivered. */
export async function pauseCampaign(ctx: CampaignsContext, action: CampaignAction): Promise<CampaignDetail> {
  await move(
    ctx,
    action,
    ['sending'],
    () => CAMPAIGN_MESSAGES.cannotPause,
    async (tx, campaign) => {
      await updateCampaign(tx, campaign.id, { status: 'paused', updatedAt: ctx.now() });
      await audit(tx, action, 'paused', { status: campaign.status }, { status: 'paused' });
    },
  );
  return loadCampaign(ctx, action.campaignId);
}

export async function resumeCampaign(ctx: CampaignsContext, action: CampaignAction): Promise<CampaignDetail> {
  await move(
    ctx,
    action,
    ['paused'],
    () => CAMPAIGN_MESSAGES.cannotResume,
    async (tx, campaign) => {
      await updateCampaign(tx, campaign.id, { status: 'sending', updatedAt: ctx.now() });
      await audit(tx, action, 'resumed', { status: campaign.status }, { status: 'sending' });
    },
  );
  await ctx.jobs.send(CAMPAIGN_SEND_JOB, { campaignId: action.campaignId });
  return loadCampaign(ctx, action.campaignId);
}

/** Nobody still waiting receives it; messages already in the outbox are still delivered. */
export async function cancelCampaign(ctx: CampaignsContext, action: CampaignAction): Promise<CampaignDetail> {
  await move(
    ctx,
    action,
    ['scheduled', 'sending', 'paused'],
    () => CAMPAIGN_MESSAGES.cannotCancel,
    async (tx, campaign) => {
      const skipped = await skipAllPending(tx, campaign.id);
      const now = ctx.now();
      await updateCampaign(tx, campaign.id, { status: 'cancelled', finishedAt: now, updatedAt: now });
      await audit(tx, action, 'cancelled', { status: campaign.status }, { status: 'cancelled', skipped });
    },
  );
  return loadCampaign(ctx, action.campaignId);
}
