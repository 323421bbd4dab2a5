import { bankListSchema } from '@kwacha/shared/loans/banks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const BANKS_QUERY_KEY = ['banks'] as const;

/**
 * GET /api/banks: the banks a loan can be paid into, by name, each with the payment provider's id for it
 * (what the application sends as bankCode). The server caches the provider's list for hours.
 */
export const banksQueryOptions = queryOptions({
  queryKey: BANKS_QUERY_KEY,
  queryFn: async ({ signal }) => (await apiFetch('/api/banks', { signal, schema: bankListSchema })).data,
  staleTime: 60 * 60_000,
});

export function useBanks() {
  return useQuery(banksQueryOptions);
}
