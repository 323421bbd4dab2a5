import type { AdminProductView } from '@kwacha/shared/staff/admin-products';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LOAN_PRODUCTS_QUERY_KEY } from '../../../lib/api/loan-products';
import { ADMIN_PRODUCTS_QUERY_KEY } from './api/get-admin-products';

export const PRODUCT_SAVE_FAILED_MESSAGE = 'Failed to save the product. Please try again.';

/**
 * After a product was saved or added: the list here shows the server's answer, and the public list this
 * browser may hold (the apply and products pages) is asked for again when next shown.
 */
export function useProductSaved() {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: AdminProductView) => {
      queryClient.setQueryData<AdminProductView[]>(ADMIN_PRODUCTS_QUERY_KEY, (list = []) =>
        list.some((p) => p.id === saved.id)
          ? list.map((p) => (p.id === saved.id ? saved : p))
          : [...list, saved],
      );
      void queryClient.invalidateQueries({ queryKey: LOAN_PRODUCTS_QUERY_KEY });
    },
    [queryClient],
  );
}
