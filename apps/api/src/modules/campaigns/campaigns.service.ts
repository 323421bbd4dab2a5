import type { SessionUser } from '@kwacha/db';
import type {
  CampaignAudience,
  CampaignContent,
  CampaignDetail,
  CampaignList,
  CampaignListQuery,
  CampaignPreview,
  SaveCampaignRequest,
} from '@kwacha/shared/staff/campaigns';
import { CAMPAIGN_MESSAGES } from '@kwacha/shared/staff/campaigns';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { unsubscribeHeaders, unsubscribePageUrl } from '../consent/unsubscribe-links';
import { decodeCampaignCursor, encodeCampaignCursor } from './campaign-cursor';
import { PROMOTION_TEST_TEMPLATE, promotionEmail, TEST_SUBJECT_PREFIX } from './campaign-email';
import { countAudience } from './campaign-recipients.repository';
import { renderCampaignOffThread } from './campaign-render-thread';
import { auditedDraft, toCampaignDetail, toCampaignSummary } from './campaign-views';
import { CampaignNotFoundError, CampaignStateConflictError } from './campaigns.errors';
import {
  campaignProgress,
  findCampaign,
  findCampaignPage,
  insertCampaign,
  lockCampaign,
  updateCampaign,
} from './campaigns.repository';

/** Drafts, their preview and test, the history (docs/product.md §14.6). Sending is in campaign-lifecycle. */
export type CampaignsContext = Pick<AppContext, 'db' | 'now' | 'jobs' | 'mailer' | 'config'>;

/** The address the preview's footer shows: a real link would withdraw someone's consent. */
const PREVIEW_UNSUBSCRIBE = (appUrl: string) => `${appUrl}/unsubscribe?token=preview`;

/** A 400 on `markdown` when the message passes a limit of §14.6 or takes too long to prepare. */
async function rendered(request: CampaignContent) {
  return renderCampaignOffThread(request.markdown, { allowRemoteImages: request.allowRemoteImages });
}

export async function loadCampaign(ctx: Pick<AppContext, 'db'>, id: string): Promise<CampaignDetail> {
  const row = await findCampaign(ctx.db, id);
  if (!row) throw new CampaignNotFoundError();
  const progress = await campaignProgress(ctx.db, [id]);
  return toCampaignDetail(row, progress.get(id));
}

export async function listCampaigns(
  ctx: Pick<AppContext, 'db'>,
  query: CampaignListQuery,
): Promise<CampaignList> {
  const before = query.cursor === undefined ? undefined : decodeCampaignCursor(query.cursor);
  const rows = await findCampaignPage(ctx.db, before, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const progress = await campaignProgress(
    ctx.db,
    page.map((row) => row.campaign.id),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => toCampaignSummary(row, progress.get(row.campaign.id))),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCampaignCursor({ createdAt: last.createdKey, id: last.campaign.id })
        : null,
  };
}

export async function createCampaign(
  ctx: CampaignsContext,
  actorId: string,
  request: SaveCampaignRequest,
): Promise<CampaignDetail> {
  const { html, text } = await rendered(request);
  const id = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const campaign = await insertCampaign(tx, {
      subject: request.subject,
      markdown: request.markdown,
      html,
      text,
      audience: request.audience,
      ratePerMinute: request.ratePerMinute,
      createdBy: actorId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId,
      action: 'campaign.created',
      entityType: 'campaign',
      entityId: campaign.id,
      after: auditedDraft(campaign),
    });
    return campaign.id;
  });
  return loadCampaign(ctx, id);
}

/** A draft only: once sending is planned or under way, what it says and to whom is fixed (409). */
export async function editCampaign(
  ctx: CampaignsContext,
  actorId: string,
  id: string,
  request: SaveCampaignRequest,
): Promise<CampaignDetail> {
  const { html, text } = await rendered(request);
  await ctx.db.transaction(async (tx) => {
    const before = await lockCampaign(tx, id);
    if (!before) throw new CampaignNotFoundError();
    if (before.status !== 'draft') {
      throw new CampaignStateConflictError(CAMPAIGN_MESSAGES.notEditable(before.status));
    }
    const after = await updateCampaign(tx, id, {
      subject: request.subject,
      markdown: request.markdown,
      html,
      text,
      audience: request.audience,
      ratePerMinute: request.ratePerMinute,
      updatedAt: ctx.now(),
    });
    await recordAudit(tx, {
      actorId,
      action: 'campaign.updated',
      entityType: 'campaign',
      entityId: id,
      before: auditedDraft(before),
      after: auditedDraft(after),
    });
  });
  return loadCampaign(ctx, id);
}

/** The e-mail as a recipient would get it, rendered from what is typed now (nothing is saved). */
export async function previewCampaign(
  ctx: Pick<AppContext, 'config'>,
  request: CampaignContent,
): Promise<CampaignPreview> {
  const content = await rendered(request);
  return promotionEmail({ subject: request.subject, ...content }, PREVIEW_UNSUBSCRIBE(ctx.config.appUrl));
}

export function audienceCount(ctx: Pick<AppContext, 'db'>, audience: CampaignAudience): Promise<number> {
  return countAudience(ctx.db, audience);
}

/**
 * One message to the signed-in superuser's own address, as the campaign stands: on the bulk lane like the
 * real thing, marked [Test], and no campaign's message (it counts in no progress). Audited.
 */
export async function sendTestEmail(ctx: CampaignsContext, actor: SessionUser, id: string): Promise<string> {
  await ctx.db.transaction(async (tx) => {
    // Read, not locked: a test must not wait for a batch of the real sending to commit.
    const campaign = (await findCampaign(tx, id))?.campaign;
    if (!campaign) throw new CampaignNotFoundError();
    const { sessionSecret, appUrl } = ctx.config;
    const email = promotionEmail(
      { subject: `${TEST_SUBJECT_PREFIX}${campaign.subject}`, html: campaign.html, text: campaign.text },
      unsubscribePageUrl(appUrl, sessionSecret, actor.id),
    );
    await ctx.mailer.queue(
      {
        ...email,
        to: actor.email,
        template: PROMOTION_TEST_TEMPLATE,
        priority: 'bulk',
        headers: unsubscribeHeaders(appUrl, sessionSecret, actor.id),
        userId: actor.id,
      },
      tx,
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'campaign.test_sent',
      entityType: 'campaign',
      entityId: id,
      after: { to: actor.email, subject: campaign.subject },
    });
  });
  return actor.email;
}
