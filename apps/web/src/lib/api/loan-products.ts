import { loanProductSchema } from '@kwacha/shared/loans/loan-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../api-client';

export const LOAN_PRODUCTS_QUERY_KEY = ['loan-products'] as const;
/** docs/product.md §8, Apply; the public products page, which reads the same list, says the same. */
export const PRODUCTS_LOAD_FAILED_MESSAGE = 'Failed to load loan products. Please try again.';
export const NO_PRODUCTS_MESSAGE = 'No loan products are available right now. Please try again later.';

const productListSchema = z.array(loanProductSchema);

/**
 * GET /api/loan-products (public): the products a borrower may apply for, with their limits and rates,
 * the one source of product figures for every page.
 */
export const loanProductsQueryOptions = queryOptions({
  queryKey: LOAN_PRODUCTS_QUERY_KEY,
  queryFn: async ({ signal }) =>
    (await apiFetch('/api/loan-products', { signal, schema: productListSchema })).data,
  // Products change rarely (a superuser edits them); no need to ask again on every visit.
  staleTime: 10 * 60_000,
});

export function useLoanProducts() {
  return useQuery(loanProductsQueryOptions);
}
