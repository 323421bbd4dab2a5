import { loanProductListSchema } from '@kwacha/shared/loans/loan-product-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

export const LOAN_PRODUCTS_QUERY_KEY = ['loan-products'] as const;
export { NO_PRODUCTS_MESSAGE, PRODUCTS_LOAD_FAILED_MESSAGE } from './loan-products-texts';

/**
 * GET /api/loan-products (public): the products a borrower may apply for, with their limits and rates,
 * the one source of product figures for every page.
 */
export const loanProductsQueryOptions = queryOptions({
  queryKey: LOAN_PRODUCTS_QUERY_KEY,
  queryFn: async ({ signal }) =>
    (await apiFetch('/api/loan-products', { signal, schema: loanProductListSchema })).data,
  // Products change rarely (a superuser edits them); no need to ask again on every visit.
  staleTime: 10 * 60_000,
});

export function useLoanProducts() {
  return useQuery(loanProductsQueryOptions);
}
