import { type CollectionQueue, collectionQueueSchema } from '@kwacha/shared/staff/collections';
import { apiFetch } from '../../../../lib/api-client';
import { useStaffPageQuery } from '../../../../lib/use-staff-page-query';
import { COLLECTIONS_KEY } from './collections-keys';

/** GET /api/admin/collections: one keyset page of the loans past due. */
export async function getCollectionQueue(query: string, signal?: AbortSignal): Promise<CollectionQueue> {
  const { data } = await apiFetch(`/api/admin/collections?${query}`, {
    schema: collectionQueueSchema,
    signal,
  });
  return data;
}

/** One page for the given query string (lib/use-staff-page-query.ts). */
export const useCollectionQueueQuery = (query: string) =>
  useStaffPageQuery({
    queryKey: [...COLLECTIONS_KEY, 'queue', query],
    fetchPage: (signal) => getCollectionQueue(query, signal),
  });
