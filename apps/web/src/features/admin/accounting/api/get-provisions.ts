import { type MonthProvisions, monthProvisionsSchema } from '@kwacha/shared/staff/provisions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { reportAuthFailure } from '../../../../lib/server-message';

export const PROVISIONS_QUERY_KEY = ['accounting', 'provisions'] as const;

/**
 * GET /api/admin/accounting/provisions?month=YYYY-MM: a month-end's loan-loss provisions by bucket, as
 * the month-end job measured them; without a month, the latest measured.
 */
export async function getProvisions(
  month: string | undefined,
  signal?: AbortSignal,
): Promise<MonthProvisions> {
  const query = month ? `?${new URLSearchParams({ month })}` : '';
  const { data } = await apiFetch(`/api/admin/accounting/provisions${query}`, {
    schema: monthProvisionsSchema,
    signal,
  });
  return data;
}

/** A month-end's provisions; the month shown stays while another loads. */
export function useProvisionsQuery(
  month: string | undefined,
  { onAuthFailure }: { onAuthFailure?: () => void },
) {
  return useQuery({
    queryKey: [...PROVISIONS_QUERY_KEY, month ?? 'latest'],
    queryFn: ({ signal }) => reportAuthFailure(getProvisions(month, signal), onAuthFailure),
    placeholderData: keepPreviousData,
  });
}
