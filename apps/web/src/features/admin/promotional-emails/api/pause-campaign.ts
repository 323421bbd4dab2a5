import { type CampaignDetail, campaignDetailSchema } from '@kwacha/shared/staff/campaigns';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/campaigns/{id}/pause: stops writing to the outbox; what is there still goes. */
export function pauseCampaign(id: string): Promise<ApiResponse<CampaignDetail>> {
  return apiFetch(`/api/admin/campaigns/${encodeURIComponent(id)}/pause`, {
    method: 'POST',
    schema: campaignDetailSchema,
  });
}
