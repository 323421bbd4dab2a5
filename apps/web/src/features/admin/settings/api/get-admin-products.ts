import { adminProductListSchema } from '@kwacha/shared/staff/admin-products';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { isAuthFailure } from '../../../../lib/server-message';

export const ADMIN_PRODUCTS_QUERY_KEY = ['admin', 'products'] as const;

/** GET /api/admin/products (superuser): every product, offered or not. */
export function useAdminProductsQuery({ onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: ADMIN_PRODUCTS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return (await apiFetch('/api/admin/products', { schema: adminProductListSchema, signal })).data;
      } catch (error) {
        if (isAuthFailure(error)) onAuthFailure?.();
        throw error;
      }
    },
  });
}
