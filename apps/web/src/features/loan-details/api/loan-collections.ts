import {
  type BorrowerCollections,
  borrowerCollectionsSchema,
  borrowerPromiseSchema,
} from '@kwacha/shared/loans/promises';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const loanCollectionsKey = (id: string) => ['loans', 'collections', id] as const;
const path = (id: string, what: 'collections' | 'promises') =>
  `/api/loan-applications/${encodeURIComponent(id)}/${what}`;

/** GET /api/loan-applications/{id}/collections: what was sent, the latest promise, whether one may be made. */
export async function getLoanCollections(id: string, signal?: AbortSignal): Promise<BorrowerCollections> {
  const { data } = await apiFetch(path(id, 'collections'), { schema: borrowerCollectionsSchema, signal });
  return data;
}

export function useLoanCollectionsQuery(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: loanCollectionsKey(id),
    queryFn: ({ signal }) => getLoanCollections(id, signal),
    enabled,
  });
}

/** POST /api/loan-applications/{id}/promises: the borrower's own promise (only while past due). */
export function useMakePromise(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { amount: string; date: string }) => {
      const { data, message } = await apiFetch(path(id, 'promises'), {
        method: 'POST',
        body,
        schema: borrowerPromiseSchema,
      });
      return { promise: data, message };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: loanCollectionsKey(id) }),
  });
}
