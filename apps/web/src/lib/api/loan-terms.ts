import { type LoanTermsView, loanTermsSchema } from '@kwacha/shared/loans/loan-product-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

export const LOAN_TERMS_QUERY_KEY = ['loan-products', 'terms'] as const;

/**
 * GET /api/loan-products/terms (public): the service fee and late-fee rule a superuser set, which the live
 * quote and the key facts use exactly as the server will (docs/product.md §14.5).
 */
export async function getLoanTerms(signal?: AbortSignal): Promise<LoanTermsView> {
  return (await apiFetch('/api/loan-products/terms', { signal, schema: loanTermsSchema })).data;
}

export const loanTermsQueryOptions = queryOptions({
  queryKey: LOAN_TERMS_QUERY_KEY,
  queryFn: ({ signal }) => getLoanTerms(signal),
  // Asked again whenever the page is opened: a borrower should read the fee they will be charged.
  staleTime: 0,
});

export function useLoanTerms() {
  return useQuery(loanTermsQueryOptions);
}
