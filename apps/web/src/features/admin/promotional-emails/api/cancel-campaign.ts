import { type CampaignDetail, campaignDetailSchema } from '@kwacha/shared/staff/campaigns';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/campaigns/{id}/cancel: nobody still waiting receives it. */
export function cancelCampaign(id: string): Promise<ApiResponse<CampaignDetail>> {
  return apiFetch(`/api/admin/campaigns/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    schema: campaignDetailSchema,
  });
}
