import {
  type RestructureProposal,
  type RestructureRequest,
  restructureListSchema,
  restructureProposalSchema,
} from '@kwacha/shared/loans/restructure-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export const loanRestructuresKey = (loanId: string) => ['loans', 'admin-restructures', loanId] as const;
const loanPath = (loanId: string) => `/api/admin/loans/${encodeURIComponent(loanId)}/restructures`;

/** GET /api/admin/loans/{loanId}/restructures: the loan's proposals, newest first. */
export async function getLoanRestructures(
  loanId: string,
  signal?: AbortSignal,
): Promise<RestructureProposal[]> {
  const { data } = await apiFetch(loanPath(loanId), { schema: restructureListSchema, signal });
  return data.restructures;
}

export function useLoanRestructuresQuery(loanId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: loanRestructuresKey(loanId),
    queryFn: ({ signal }) => getLoanRestructures(loanId, signal),
    enabled,
  });
}

/**
 * Propose (POST …/restructures), approve or reject (POST /api/admin/restructures/{id}/…); each answer
 * reloads the list, and `afterward` (the loan's own reload: an approval changes its schedule).
 */
export function useRestructureActions(loanId: string, afterward: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const settled = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: loanRestructuresKey(loanId) }), afterward()]);
  const propose = useMutation({
    mutationFn: (request: RestructureRequest) =>
      apiFetch(loanPath(loanId), { method: 'POST', body: request, schema: restructureProposalSchema }),
    onSuccess: settled,
  });
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      apiFetch(`/api/admin/restructures/${encodeURIComponent(id)}/${decision}`, {
        method: 'POST',
        schema: restructureProposalSchema,
      }),
    onSettled: settled,
  });
  return { propose, decide };
}
