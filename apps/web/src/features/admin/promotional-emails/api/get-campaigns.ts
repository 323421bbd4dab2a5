import { type CampaignList, campaignListSchema, isCampaignInFlight } from '@kwacha/shared/staff/campaigns';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { reportAuthFailure } from '../../../../lib/server-message';
import { CAMPAIGNS_KEY } from './campaign-keys';

/** While a campaign on screen is sending, the history reads its counts again this often. */
export const HISTORY_REFRESH_MS = 5000;

/** GET /api/admin/campaigns: one keyset page of the history, newest first. */
export async function getCampaigns(cursor: string | null, signal?: AbortSignal): Promise<CampaignList> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const { data } = await apiFetch(`/api/admin/campaigns${query}`, { schema: campaignListSchema, signal });
  return data;
}

/** The history, page after page as the superuser asks for older campaigns. */
export function useCampaignsQuery({ onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useInfiniteQuery({
    queryKey: [...CAMPAIGNS_KEY, 'history'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => reportAuthFailure(getCampaigns(pageParam, signal), onAuthFailure),
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some(isCampaignInFlight))
        ? HISTORY_REFRESH_MS
        : false,
  });
}
