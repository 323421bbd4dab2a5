import {
  type CampaignDetail,
  campaignDetailSchema,
  isCampaignInFlight,
} from '@kwacha/shared/staff/campaigns';
import { apiFetch } from '../../../../lib/api-client';
import { useStaffRecordQuery } from '../../../../lib/use-staff-page-query';
import { campaignKey } from './campaign-keys';

/** While it is sending, the page asks for its progress this often (the server holds it: a reload loses nothing). */
export const PROGRESS_REFRESH_MS = 3000;

/** GET /api/admin/campaigns/{id}: what it says, its status and progress. */
export async function getCampaign(id: string, signal?: AbortSignal): Promise<CampaignDetail> {
  const { data } = await apiFetch(`/api/admin/campaigns/${encodeURIComponent(id)}`, {
    schema: campaignDetailSchema,
    signal,
  });
  return data;
}

export function useCampaignQuery(id: string) {
  return useStaffRecordQuery({
    queryKey: campaignKey(id),
    fetchData: (signal) => getCampaign(id, signal),
    refetchInterval: (campaign) => (campaign && isCampaignInFlight(campaign) ? PROGRESS_REFRESH_MS : false),
  });
}
