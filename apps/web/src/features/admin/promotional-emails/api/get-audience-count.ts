import { audienceCountSchema, type CampaignAudience } from '@kwacha/shared/staff/campaigns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { CAMPAIGNS_KEY } from './campaign-keys';

const queryOf = (audience: CampaignAudience) =>
  new URLSearchParams(
    Object.entries(audience)
      .filter(([, on]) => on)
      .map(([name]) => [name, 'true']),
  ).toString();

/** GET /api/admin/campaigns/audience-count: how many would receive it if it were sent now. */
export async function getAudienceCount(audience: CampaignAudience, signal?: AbortSignal): Promise<number> {
  const query = queryOf(audience);
  const { data } = await apiFetch(`/api/admin/campaigns/audience-count${query ? `?${query}` : ''}`, {
    schema: audienceCountSchema,
    signal,
  });
  return data.count;
}

/** The live count beside the audience filters; the last count stays while the next is asked. */
export function useAudienceCountQuery(audience: CampaignAudience) {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'audience-count', queryOf(audience)],
    queryFn: ({ signal }) => getAudienceCount(audience, signal),
    placeholderData: keepPreviousData,
  });
}
