import {
  type CampaignDetail,
  campaignDetailSchema,
  type SendCampaignRequest,
} from '@kwacha/shared/staff/campaigns';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/campaigns/{id}/send: now (`{}`), or scheduled `at` a later time. */
export function sendCampaign(id: string, request: SendCampaignRequest): Promise<ApiResponse<CampaignDetail>> {
  return apiFetch(`/api/admin/campaigns/${encodeURIComponent(id)}/send`, {
    method: 'POST',
    body: request,
    schema: campaignDetailSchema,
  });
}
