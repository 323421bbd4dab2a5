import {
  type ResolveCreditDisputeRequest,
  staffCreditDisputeSchema,
} from '@kwacha/shared/credit-bureau/credit-disputes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { STAFF_COMPLAINTS_KEY } from './staff-complaints-keys';

const disputeKey = (complaintId: string) => [...STAFF_COMPLAINTS_KEY, complaintId, 'credit-dispute'] as const;

/** GET /api/admin/credit-bureau/disputes/by-complaint/:id: the dispute behind a credit_report case. */
export function useCreditDisputeQuery(complaintId: string) {
  return useQuery({
    queryKey: disputeKey(complaintId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/admin/credit-bureau/disputes/by-complaint/${encodeURIComponent(complaintId)}`, {
          schema: staffCreditDisputeSchema,
          signal,
        })
      ).data,
  });
}

/** POST /api/admin/credit-bureau/disputes/:id/resolve: the outcome and the answer; the case resolves too. */
export function useResolveCreditDispute(disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ResolveCreditDisputeRequest) => {
      const { data, message } = await apiFetch(
        `/api/admin/credit-bureau/disputes/${encodeURIComponent(disputeId)}/resolve`,
        { method: 'POST', body, schema: staffCreditDisputeSchema },
      );
      return { dispute: data, message };
    },
    // Whatever the answer (a 409 means someone acted first), the queue, the case and the dispute are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_COMPLAINTS_KEY }),
  });
}
