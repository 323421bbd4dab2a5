import {
  type ResolvedFlaggedPayment,
  type ResolveFlaggedPaymentRequest,
  resolvedFlaggedPaymentSchema,
} from '@kwacha/shared/staff/flagged-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { FLAGGED_PAYMENTS_KEY } from './flagged-payments-keys';

/** POST /api/admin/flagged-payments/:id/resolve; the answer's message says what was done. */
export async function resolveFlaggedPayment(
  id: string,
  request: ResolveFlaggedPaymentRequest,
): Promise<{ resolved: ResolvedFlaggedPayment; message: string }> {
  const { data, message } = await apiFetch(`/api/admin/flagged-payments/${encodeURIComponent(id)}/resolve`, {
    method: 'POST',
    body: request,
    schema: resolvedFlaggedPaymentSchema,
  });
  return { resolved: data, message };
}

/** Resolves one payment; whatever the answer, the queue and the badge are read again. */
export function useResolveFlaggedPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ResolveFlaggedPaymentRequest) => resolveFlaggedPayment(id, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FLAGGED_PAYMENTS_KEY }),
  });
}
