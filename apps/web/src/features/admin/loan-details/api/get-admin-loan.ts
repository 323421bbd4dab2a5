import type { LoanStatus } from '@kwacha/shared/loans/loan-status';
import { type AdminLoanView, adminLoanViewSchema } from '@kwacha/shared/staff/admin-loans';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '../../../../lib/api-client';
import { reportAuthFailure } from '../../../../lib/server-message';
import { MissingTokenError } from '../../../../lib/session/missing-token-error';
import { readStoredToken } from '../../../../lib/session/session-storage';

/** GET /api/loan-applications/admin/{id}: the loan with the applicant, disbursements and audit trail. */
export async function getAdminLoan(id: string): Promise<AdminLoanView> {
  if (!readStoredToken()) throw new MissingTokenError('Authentication token not found.');
  const { data } = await apiFetch(`/api/loan-applications/admin/${encodeURIComponent(id)}`, {
    schema: adminLoanViewSchema,
  });
  return data;
}

export const adminLoanQueryKey = (id: string) => ['loans', 'admin-detail', id] as const;

/** The provider has the money but has not said it arrived: the loan turns active (or failed) on its own. */
export function isSettling(status: LoanStatus | undefined): boolean {
  return status === 'disbursement_pending' || status === 'disbursed';
}

export const SETTLING_POLL_MS = 4000;

/** See useMyLoansQuery for why `onAuthFailure` runs from inside the query. */
export function useAdminLoanQuery(id: string, { onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: adminLoanQueryKey(id),
    queryFn: () => reportAuthFailure(getAdminLoan(id), onAuthFailure),
    // Asks again only while the transfer settles, so staff see it turn active without reloading.
    refetchInterval: (query) => (isSettling(query.state.data?.status) ? SETTLING_POLL_MS : false),
  });
}

/** After a staff action: reload the loan, or take the fresh copy an answer carried. */
export function useAdminLoanCache(id: string) {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      reload: () => queryClient.invalidateQueries({ queryKey: adminLoanQueryKey(id) }),
      replace: (loan: AdminLoanView) => queryClient.setQueryData(adminLoanQueryKey(id), loan),
    }),
    [id, queryClient],
  );
}
