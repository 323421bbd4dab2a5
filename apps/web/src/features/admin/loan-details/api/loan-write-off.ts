import {
  type LoanWriteOff,
  loanWriteOffSchema,
  type WriteOffProposal,
  type WriteOffRejection,
  writeOffEntrySchema,
} from '@kwacha/shared/staff/write-offs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

const loanPath = (loanId: string) => `/api/admin/loans/${encodeURIComponent(loanId)}/write-off`;
const writeOffPath = (id: string, decision: 'approve' | 'reject') =>
  `/api/admin/write-offs/${encodeURIComponent(id)}/${decision}`;

export const loanWriteOffQueryKey = (loanId: string) => ['loans', 'write-off', loanId] as const;

/** GET /api/admin/loans/{id}/write-off: the threshold, the proposals, what is written off and recovered. */
export async function getLoanWriteOff(loanId: string): Promise<LoanWriteOff> {
  const { data } = await apiFetch(loanPath(loanId), { schema: loanWriteOffSchema });
  return data;
}

export function useLoanWriteOffQuery(loanId: string) {
  return useQuery({ queryKey: loanWriteOffQueryKey(loanId), queryFn: () => getLoanWriteOff(loanId) });
}

/** POST …/write-off `{ reason }`: proposes the write-off (201). */
export function proposeWriteOff({ loanId, ...body }: WriteOffProposal & { loanId: string }) {
  return apiFetch(loanPath(loanId), { method: 'POST', body, schema: writeOffEntrySchema });
}

/** POST /api/admin/loans/{id}/waiver `{ reason }`: proposes waiving a written-off loan's balance (201). */
export function proposeWaiver({ loanId, ...body }: WriteOffProposal & { loanId: string }) {
  return apiFetch(`/api/admin/loans/${encodeURIComponent(loanId)}/waiver`, {
    method: 'POST',
    body,
    schema: writeOffEntrySchema,
  });
}

/** POST /api/admin/write-offs/{id}/approve or /reject (`{ reason? }`). */
export function decideWriteOff({
  id,
  decision,
  ...body
}: WriteOffRejection & { id: string; decision: 'approve' | 'reject' }) {
  return apiFetch(writeOffPath(id, decision), { method: 'POST', body, schema: writeOffEntrySchema });
}

/** Each write-off or waiver call reloads the section and the loan (its status changes on approval). */
export function useWriteOffActions(loanId: string, reloadLoan: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: loanWriteOffQueryKey(loanId) }),
      reloadLoan(),
    ]);
  };
  return {
    propose: useMutation({ mutationFn: proposeWriteOff, onSuccess }),
    proposeWaiver: useMutation({ mutationFn: proposeWaiver, onSuccess }),
    decide: useMutation({ mutationFn: decideWriteOff, onSuccess }),
  };
}
