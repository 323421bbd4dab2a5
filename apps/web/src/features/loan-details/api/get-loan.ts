import { type LoanView, loanViewSchema } from '@kwacha/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { isAuthFailure } from '../../auth/server-message';
import { readStoredToken } from '../../auth/session-storage';
import { hasPendingPayment, PAYMENT_POLL_MS } from '../../payment-history/api/get-payments';

/** docs/product.md §8, Loan detail: the call is not made without a stored token. */
export class MissingTokenError extends Error {
  override readonly name = 'MissingTokenError';
}

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
    queryFn: async () => {
      try {
        return await getLoan(id);
      } catch (error) {
        if (isAuthFailure(error)) onAuthFailure?.();
        throw error;
      }
    },
    // A repayment waiting for the borrower's approval settles on its own: show the outcome and new balance.
    refetchInterval: (query) =>
      hasPendingPayment(query.state.data?.paymentHistory) ? PAYMENT_POLL_MS : false,
  });
}
