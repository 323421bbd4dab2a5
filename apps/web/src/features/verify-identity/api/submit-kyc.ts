import { kycViewSchema } from '@kwacha/shared/kyc/kyc-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { KYC_QUERY_KEY } from '../../../lib/kyc/get-kyc';

/** POST /api/kyc/submit: the three photos go for checking (docs/product.md §20). */
export async function submitKyc() {
  const { data, message } = await apiFetch('/api/kyc/submit', { method: 'POST', schema: kycViewSchema });
  return { view: data, message };
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: ({ view }) => queryClient.setQueryData(KYC_QUERY_KEY, view),
    // A refusal (a photo missing, already submitted) may mean the page is behind: read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY }),
  });
}
