import {
  type CampaignDetail,
  campaignDetailSchema,
  type SaveCampaignRequest,
} from '@kwacha/shared/staff/campaigns';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** PUT /api/admin/campaigns/{id}: a draft as typed now; 409 once it is scheduled or sending. */
export function updateCampaign(
  id: string,
  request: SaveCampaignRequest,
): Promise<ApiResponse<CampaignDetail>> {
  return apiFetch(`/api/admin/campaigns/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: request,
    schema: campaignDetailSchema,
  });
}
