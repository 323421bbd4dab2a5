import {
  type CreditCheckSettingsInput,
  type CreditCheckSettingsView,
  creditCheckSettingsViewSchema,
} from '@kwacha/shared/staff/credit-checks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

const path = (productId: string) => `/api/admin/products/${encodeURIComponent(productId)}/credit-check`;
export const creditCheckSettingsQueryKey = (productId: string) =>
  ['admin', 'products', productId, 'credit-check'] as const;

/** GET /api/admin/products/{id}/credit-check (superuser): the product's credit bureau check. */
export function useCreditCheckSettingsQuery(productId: string) {
  return useQuery({
    queryKey: creditCheckSettingsQueryKey(productId),
    enabled: productId !== '',
    queryFn: async ({ signal }): Promise<CreditCheckSettingsView> =>
      (await apiFetch(path(productId), { schema: creditCheckSettingsViewSchema, signal })).data,
  });
}

/** PUT /api/admin/products/{id}/credit-check: the whole setting, audited. */
export function useSaveCreditCheckSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, ...body }: CreditCheckSettingsInput & { productId: string }) =>
      apiFetch(path(productId), { method: 'PUT', body, schema: creditCheckSettingsViewSchema }),
    onSuccess: (response, { productId }) =>
      queryClient.setQueryData(creditCheckSettingsQueryKey(productId), response.data),
  });
}
