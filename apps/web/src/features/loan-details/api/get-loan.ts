import { type LoanView, loanViewSchema } from '@kwacha/shared/loans/loan-view';
import { useQuery } from '@tanstack/react-query';
import { hasPendingPayment, PAYMENT_POLL_MS } from '../../../lib/api/payments';
import { apiFetch } from '../../../lib/api-client';
import { reportAuthFailure } from '../../../lib/server-message';
import { MissingTokenError } from '../../../lib/session/missing-token-error';
import { readStoredToken } from '../../../lib/session/session-storage';

/** GET /api/loan-applications/{id}: one of the borrower's own loans (404 for anyone else's). */
export async function getLoan(id: string): Promise<LoanView> {
  if (!readStoredToken()) throw new MissingTokenError('Authentication token not found.');
  const { data } = await apiFetch(`/api/loan-applications/${encodeURIComponent(id)}`, {
    schema: loanViewSchema,
  });
  return data;
}

export const loanQueryKey = (id: string) => ['loans', 'detail', id] as const;

/** See useMyLoansQuery for why `onAuthFailure` runs from inside the query. */
export function useLoanQuery(id: string, { onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: loanQueryKey(id),
    queryFn: () => reportAuthFailure(getLoan(id), onAuthFailure),
    // A repayment waiting for the borrower's approval settles on its own: show the outcome and new balance.
    refetchInterval: (query) =>
      hasPendingPayment(query.state.data?.paymentHistory) ? PAYMENT_POLL_MS : false,
  });
}
