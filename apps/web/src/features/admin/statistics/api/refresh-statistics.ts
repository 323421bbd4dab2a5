import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { STATISTICS_QUERY_KEY } from './get-statistics';

/**
 * POST /api/admin/statistics/refresh: works the figures out now (a job does it every 10 minutes). Answers
 * with a message for the staff member; 429 when they refreshed a moment ago. The page's figures are asked
 * for again afterwards.
 */
export function useRefreshStatistics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { message, data } = await apiFetch<{ refreshed: boolean }>('/api/admin/statistics/refresh', {
        method: 'POST',
      });
      return { message, refreshed: data.refreshed };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATISTICS_QUERY_KEY }),
  });
}
