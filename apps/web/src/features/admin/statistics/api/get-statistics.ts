import { type Statistics, statisticsSchema } from '@kwacha/shared/staff/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { reportAuthFailure } from '../../../../lib/server-message';

export const STATISTICS_QUERY_KEY = ['statistics'] as const;

/** GET /api/admin/statistics?period=…&from=…&to=…&product=…: the figures of one view of the page. */
export async function getStatistics(query: string, signal?: AbortSignal): Promise<Statistics> {
  const { data } = await apiFetch(`/api/admin/statistics?${query}`, { schema: statisticsSchema, signal });
  return data;
}

/**
 * The figures for a query string. While another period or product loads, the previous figures stay on
 * screen (dimmed and marked busy) rather than flashing back to the skeleton. `onAuthFailure` runs as a
 * 401/403 arrives, before the session ends and the page unmounts.
 */
export function useStatisticsQuery(query: string, { onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: [...STATISTICS_QUERY_KEY, query],
    queryFn: ({ signal }) => reportAuthFailure(getStatistics(query, signal), onAuthFailure),
    placeholderData: keepPreviousData,
  });
}
