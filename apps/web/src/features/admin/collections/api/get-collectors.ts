import { collectionCollectorsSchema } from '@kwacha/shared/staff/collections';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { COLLECTIONS_KEY } from './collections-keys';

/** GET /api/admin/collections/collectors: the active admins and superusers a loan can be given to. */
export function useCollectorsQuery() {
  return useQuery({
    queryKey: [...COLLECTIONS_KEY, 'collectors'],
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/admin/collections/collectors', { schema: collectionCollectorsSchema, signal }))
        .data,
    staleTime: 5 * 60_000,
  });
}
