import { flaggedPaymentCountSchema } from '@kwacha/shared/staff/flagged-payments';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { FLAGGED_PAYMENTS_KEY } from './flagged-payments-keys';

/** How often the side menu's badge asks again: flags arrive from providers, not from this screen. */
export const FLAGGED_COUNT_REFRESH_MS = 60_000;

/** GET /api/admin/flagged-payments/count. */
export async function getFlaggedCount(signal?: AbortSignal): Promise<number> {
  const { data } = await apiFetch('/api/admin/flagged-payments/count', {
    schema: flaggedPaymentCountSchema,
    signal,
  });
  return data.count;
}

export function useFlaggedCountQuery() {
  return useQuery({
    queryKey: [...FLAGGED_PAYMENTS_KEY, 'count'],
    queryFn: ({ signal }) => getFlaggedCount(signal),
    refetchInterval: FLAGGED_COUNT_REFRESH_MS,
  });
}
