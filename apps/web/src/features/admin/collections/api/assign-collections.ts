import { type CollectionAssignRequest, collectionAssignResultSchema } from '@kwacha/shared/staff/collections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { COLLECTIONS_KEY } from './collections-keys';

/** POST /api/admin/collections/assign (audited): the answer's message says how many moved. */
export async function assignCollections(body: CollectionAssignRequest) {
  const { data, message } = await apiFetch('/api/admin/collections/assign', {
    method: 'POST',
    body,
    schema: collectionAssignResultSchema,
  });
  return { assigned: data.assigned, message };
}

/** Whatever the answer, the queue is read again: someone may have assigned the loans first. */
export function useAssignCollections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCollections,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
  });
}
