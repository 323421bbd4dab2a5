import {
  type CampaignDetail,
  campaignDetailSchema,
  isCampaignInFlight,
} from '@kwacha/shared/staff/campaigns';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { isAuthFailure } from '../../../../lib/server-message';
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

export function useCampaignQuery(id: string, { onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: campaignKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await getCampaign(id, signal);
      } catch (error) {
        if (isAuthFailure(error)) onAuthFailure?.();
        throw error;
      }
    },
    refetchInterval: (query) =>
      query.state.data && isCampaignInFlight(query.state.data) ? PROGRESS_REFRESH_MS : false,
  });
}
