import {
  type CampaignDetail,
  campaignDetailSchema,
  type SaveCampaignRequest,
} from '@kwacha/shared/staff/campaigns';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/campaigns: a new draft, rendered and sanitised by the server. */
export function createCampaign(request: SaveCampaignRequest): Promise<ApiResponse<CampaignDetail>> {
  return apiFetch('/api/admin/campaigns', { method: 'POST', body: request, schema: campaignDetailSchema });
}
