import { type AdminLoanList, adminLoanListSchema } from '@kwacha/shared/staff/admin-loans';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { isAuthFailure } from '../../../../lib/server-message';

export const ADMIN_LOANS_QUERY_KEY = ['loans', 'admin', 'list'] as const;

/** GET /api/loan-applications/admin: one keyset page of the staff loan list with the tab counts. */
export async function getAdminLoans(query: string, signal?: AbortSignal): Promise<AdminLoanList> {
  const { data } = await apiFetch(`/api/loan-applications/admin?${query}`, {
    schema: adminLoanListSchema,
    signal,
  });
  return data;
}

/**
 * One page for the given query string. While another page or filter loads, the previous rows stay on
 * screen (marked busy) instead of flashing back to the skeleton. `onAuthFailure` runs as a 401/403
 * arrives, before the session ends and the page unmounts.
 */
export function useAdminLoansQuery(query: string, { onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: [...ADMIN_LOANS_QUERY_KEY, query],
    queryFn: async ({ signal }) => {
      try {
        return await getAdminLoans(query, signal);
      } catch (error) {
        if (isAuthFailure(error)) onAuthFailure?.();
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}
