import type { Campaign } from '@kwacha/db';
import type {
  CampaignAudience,
  CampaignDetail,
  CampaignProgress,
  CampaignSummary,
} from '@kwacha/shared/staff/campaigns';
import { displayName } from '../users/display-name';
import type { CampaignWithCreator } from './campaigns.repository';

const NO_PROGRESS: CampaignProgress = { recipients: 0, sent: 0, failed: 0, remaining: 0, skipped: 0 };

/** The stored audience with every filter named (an old row may lack one: unticked). */
export function audienceOf(campaign: Pick<Campaign, 'audience'>): CampaignAudience {
  return {
    hasActiveLoan: campaign.audience.hasActiveLoan === true,
    hasRepaidLoan: campaign.audience.hasRepaidLoan === true,
    noOpenApplication: campaign.audience.noOpenApplication === true,
  };
}

/**
 * Whether the draft was saved with remote images allowed. The table keeps the rendering, not the switch:
 * only an allowed image survives sanitising, so its presence tells (and without an image the switch
 * changes nothing that was sent).
 */
export const allowsRemoteImages = (campaign: Pick<Campaign, 'html'>) => /<img\s/i.test(campaign.html);

export function toCampaignSummary(
  { campaign, creator }: CampaignWithCreator,
  progress: CampaignProgress | undefined,
): CampaignSummary {
  return {
    id: campaign.id,
    subject: campaign.subject,
    status: campaign.status,
    audience: audienceOf(campaign),
    ratePerMinute: campaign.ratePerMinute,
    scheduledAt: campaign.scheduledAt?.toISOString() ?? null,
    startedAt: campaign.startedAt?.toISOString() ?? null,
    finishedAt: campaign.finishedAt?.toISOString() ?? null,
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
    createdBy: { id: creator.id, name: displayName(creator) },
    progress: progress ?? NO_PROGRESS,
  };
}

export function toCampaignDetail(
  row: CampaignWithCreator,
  progress: CampaignProgress | undefined,
): CampaignDetail {
  return {
    ...toCampaignSummary(row, progress),
    markdown: row.campaign.markdown,
    allowRemoteImages: allowsRemoteImages(row.campaign),
    html: row.campaign.html,
    text: row.campaign.text,
  };
}

/** What the audit keeps of a draft: what it says in short, who it is for, how fast (never the whole body). */
export function auditedDraft(campaign: Campaign) {
  return {
    subject: campaign.subject,
    markdownLength: campaign.markdown.length,
    allowRemoteImages: allowsRemoteImages(campaign),
    audience: audienceOf(campaign),
    ratePerMinute: campaign.ratePerMinute,
  };
}
