import {
  type CampaignContent,
  type CampaignPreview,
  campaignPreviewSchema,
} from '@kwacha/shared/staff/campaigns';
import { apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/campaigns/preview: the e-mail as it would be sent, from what is typed (nothing saved). */
export async function previewCampaign(content: CampaignContent): Promise<CampaignPreview> {
  const { data } = await apiFetch('/api/admin/campaigns/preview', {
    method: 'POST',
    body: content,
    schema: campaignPreviewSchema,
  });
  return data;
}
