import { type CampaignDetail, campaignDetailSchema } from '@kwacha/shared/staff/campaigns';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/campaigns/{id}/resume: carries on where it stopped. */
export function resumeCampaign(id: string): Promise<ApiResponse<CampaignDetail>> {
  return apiFetch(`/api/admin/campaigns/${encodeURIComponent(id)}/resume`, {
    method: 'POST',
    schema: campaignDetailSchema,
  });
}
