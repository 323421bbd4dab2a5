import { bankListSchema } from '@kwacha/shared/loans/banks';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/**
 * GET /api/banks for staff choosing a loan's bank again: the live list of the provider that pays bank
 * accounts now, each bank with that provider's id (docs/product.md §12.6). Fetched when the dialog opens.
 */
export function useStaffBanks(enabled: boolean) {
  return useQuery({
    queryKey: ['banks', 'staff'],
    queryFn: async ({ signal }) => (await apiFetch('/api/banks', { signal, schema: bankListSchema })).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}
