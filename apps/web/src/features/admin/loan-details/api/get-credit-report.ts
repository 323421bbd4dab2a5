import { type CreditReportView, creditReportViewSchema } from '@kwacha/shared/staff/credit-checks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export const creditReportQueryKey = (loanId: string) => ['loans', 'credit-report', loanId] as const;

/** GET /api/admin/loans/{id}/credit-report: the bureau check of the application (each view is audited). */
export async function getCreditReport(loanId: string): Promise<CreditReportView> {
  const { data } = await apiFetch(`/api/admin/loans/${encodeURIComponent(loanId)}/credit-report`, {
    schema: creditReportViewSchema,
  });
  return data;
}

export function useCreditReportQuery(loanId: string) {
  // Every fetch is an audited view: no refetch on focus, only when staff open the loan.
  return useQuery({
    queryKey: creditReportQueryKey(loanId),
    queryFn: () => getCreditReport(loanId),
    refetchOnWindowFocus: false,
    staleTime: 5 * 60 * 1000,
  });
}

/** POST …/credit-report/check: ask the bureau again after a failed check (same request key, audited). */
export function useCheckAgain(loanId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/admin/loans/${encodeURIComponent(loanId)}/credit-report/check`, {
        method: 'POST',
        schema: creditReportViewSchema,
      }),
    onSuccess: (response) => queryClient.setQueryData(creditReportQueryKey(loanId), response.data),
  });
}
