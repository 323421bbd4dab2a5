import { adminProductListSchema } from '@kwacha/shared/staff/admin-products';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { reportAuthFailure } from '../../../../lib/server-message';

export const ADMIN_PRODUCTS_QUERY_KEY = ['admin', 'products'] as const;

/** GET /api/admin/products (superuser): every product, offered or not. */
async function getAdminProducts(signal: AbortSignal) {
  const { data } = await apiFetch('/api/admin/products', { schema: adminProductListSchema, signal });
  return data;
}

export function useAdminProductsQuery({ onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: ADMIN_PRODUCTS_QUERY_KEY,
    queryFn: ({ signal }) => reportAuthFailure(getAdminProducts(signal), onAuthFailure),
  });
}
