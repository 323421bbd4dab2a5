import { closedPeriodSchema, type Periods, periodsSchema } from '@kwacha/shared/staff/accounting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { reportAuthFailure } from '../../../../lib/server-message';

export const PERIODS_QUERY_KEY = ['accounting', 'periods'] as const;

/** GET /api/admin/accounting/periods: closed months, newest first, and the month that may close next. */
export function usePeriodsQuery({ onAuthFailure }: { onAuthFailure?: () => void }) {
  return useQuery({
    queryKey: PERIODS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<Periods> => {
      const request = apiFetch('/api/admin/accounting/periods', { schema: periodsSchema, signal });
      return (await reportAuthFailure(request, onAuthFailure)).data;
    },
  });
}

/**
 * POST /api/admin/accounting/periods/:month/close (superuser): after it nothing posts inside the month.
 * A refusal (a month not ended, an earlier one open, already closed) is a 409 with the reason.
 */
export function useClosePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      apiFetch(`/api/admin/accounting/periods/${encodeURIComponent(month)}/close`, {
        method: 'POST',
        schema: closedPeriodSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERIODS_QUERY_KEY }),
  });
}
