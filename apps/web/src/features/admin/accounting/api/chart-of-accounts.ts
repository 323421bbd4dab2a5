import {
  type ChartOfAccounts,
  chartOfAccountsSchema,
  type GlCodeUpdate,
  type LedgerAccountView,
  ledgerAccountSchema,
} from '@kwacha/shared/staff/accounting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { reportAuthFailure } from '../../../../lib/server-message';

export const CHART_QUERY_KEY = ['accounting', 'accounts'] as const;

/** GET /api/admin/accounting/accounts: the chart, in code order, with each account's GL code. */
export function useChartOfAccountsQuery({ onAuthFailure }: { onAuthFailure?: () => void }) {
  return useQuery({
    queryKey: CHART_QUERY_KEY,
    queryFn: async ({ signal }): Promise<ChartOfAccounts> => {
      const request = apiFetch('/api/admin/accounting/accounts', { schema: chartOfAccountsSchema, signal });
      return (await reportAuthFailure(request, onAuthFailure)).data;
    },
  });
}

/**
 * PUT /api/admin/accounting/accounts/:account (superuser): the account's GL code, or none. The answer
 * replaces the account in the chart; the trial balance shows GL codes too, so it is asked for again.
 */
export function useSaveGlCode(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GlCodeUpdate) =>
      apiFetch(`/api/admin/accounting/accounts/${encodeURIComponent(account)}`, {
        method: 'PUT',
        body,
        schema: ledgerAccountSchema,
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<ChartOfAccounts>(CHART_QUERY_KEY, (chart) =>
        chart
          ? {
              accounts: chart.accounts.map((a: LedgerAccountView) => (a.account === data.account ? data : a)),
            }
          : chart,
      );
      return queryClient.invalidateQueries({ queryKey: ['accounting', 'trial-balance'] });
    },
  });
}
