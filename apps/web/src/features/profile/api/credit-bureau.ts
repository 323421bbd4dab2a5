import {
  type CreateCreditDispute,
  creditBureauOverviewSchema,
  creditDisputeCreatedSchema,
} from '@kwacha/shared/credit-bureau/credit-disputes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const CREDIT_BUREAU_QUERY_KEY = ['credit-bureau', 'disputes'] as const;

/** GET /api/credit-bureau/disputes: the loans the bureau is told about and the borrower's disputes. */
export function useCreditBureauQuery() {
  return useQuery({
    queryKey: CREDIT_BUREAU_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/credit-bureau/disputes', { schema: creditBureauOverviewSchema, signal })).data,
  });
}

/** POST /api/credit-bureau/disputes as multipart/form-data, so the one optional file travels with it. */
export async function openCreditDispute(request: CreateCreditDispute, attachment: File | null) {
  const body = new FormData();
  body.set('loanId', request.loanId);
  body.set('reason', request.reason);
  if (attachment) body.set('attachment', attachment, attachment.name);
  const { data, message } = await apiFetch('/api/credit-bureau/disputes', {
    method: 'POST',
    body,
    schema: creditDisputeCreatedSchema,
  });
  return { ...data, message };
}

export function useOpenCreditDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, attachment }: { request: CreateCreditDispute; attachment: File | null }) =>
      openCreditDispute(request, attachment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CREDIT_BUREAU_QUERY_KEY }),
  });
}
