import { type AdminLoanList, adminLoanListSchema } from '@kwacha/shared/staff/admin-loans';
import { apiFetch } from '../../../../lib/api-client';
import { useStaffPageQuery } from '../../../../lib/use-staff-page-query';

export const ADMIN_LOANS_QUERY_KEY = ['loans', 'admin', 'list'] as const;

/** GET /api/loan-applications/admin: one keyset page of the staff loan list with the tab counts. */
export async function getAdminLoans(query: string, signal?: AbortSignal): Promise<AdminLoanList> {
  const { data } = await apiFetch(`/api/loan-applications/admin?${query}`, {
    schema: adminLoanListSchema,
    signal,
  });
  return data;
}

/** One page for the given query string, with the tab counts (lib/use-staff-page-query.ts). */
export const useAdminLoansQuery = (query: string) =>
  useStaffPageQuery({
    queryKey: [...ADMIN_LOANS_QUERY_KEY, query],
    fetchPage: (signal) => getAdminLoans(query, signal),
  });
