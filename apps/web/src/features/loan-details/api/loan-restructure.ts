import {
  type BorrowerRestructure,
  borrowerRestructureAnswerSchema,
  borrowerRestructureSchema,
  type RestructureWordingVersion,
} from '@kwacha/shared/loans/restructure-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const loanRestructureKey = (id: string) => ['loans', 'restructure', id] as const;
const path = (id: string, what = '') => `/api/loan-applications/${encodeURIComponent(id)}/restructure${what}`;

/** GET /api/loan-applications/{id}/restructure: the new plan waiting for the borrower's answer, if any. */
export async function getLoanRestructure(
  id: string,
  signal?: AbortSignal,
): Promise<BorrowerRestructure | null> {
  const { data } = await apiFetch(path(id), { schema: borrowerRestructureAnswerSchema, signal });
  return data.restructure;
}

export function useLoanRestructureQuery(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: loanRestructureKey(id),
    queryFn: ({ signal }) => getLoanRestructure(id, signal),
    enabled,
  });
}

/** POST …/restructure/accept or /decline with the version of the wording the borrower read. */
export function useAnswerRestructure(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      answer: 'accept' | 'decline';
      wordingVersion: RestructureWordingVersion;
    }) => {
      const { data, message } = await apiFetch(path(id, `/${input.answer}`), {
        method: 'POST',
        body: { wordingVersion: input.wordingVersion },
        schema: borrowerRestructureSchema,
      });
      return { restructure: data, message };
    },
    // The answer carries the proposal as it now stands: accepted (waiting for approval) or declined.
    onSuccess: ({ restructure }) => queryClient.setQueryData(loanRestructureKey(id), restructure),
  });
}
