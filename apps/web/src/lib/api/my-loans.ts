import { type LoanView, loanViewSchema } from '@kwacha/shared/loans/loan-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../api-client';
import { reportAuthFailure } from '../server-message';

export const MY_LOANS_QUERY_KEY = ['loans', 'mine'] as const;

const myLoansSchema = z.array(loanViewSchema);

/** GET /api/loan-applications/my-loans: the borrower's loans, newest first. */
export async function getMyLoans(): Promise<LoanView[]> {
  const { data } = await apiFetch('/api/loan-applications/my-loans', { schema: myLoansSchema });
  return data;
}

export const myLoansQueryOptions = queryOptions({ queryKey: MY_LOANS_QUERY_KEY, queryFn: getMyLoans });

/**
 * `onAuthFailure` runs as the 401/403 arrives: a 401 ends the session at once and the page unmounts
 * before it could render anything, so a message must go out from here (a toast outlives the page).
 */
export function useMyLoansQuery({ onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    ...myLoansQueryOptions,
    queryFn: () => reportAuthFailure(getMyLoans(), onAuthFailure),
  });
}
