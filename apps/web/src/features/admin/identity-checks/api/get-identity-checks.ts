import { type KycQueuePage, type KycQueueStatus, kycQueuePageSchema } from '@kwacha/shared/kyc/kyc';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { IDENTITY_CHECKS_KEY } from './identity-checks-keys';

/** GET /api/admin/kyc?status=…[&cursor=…]: one keyset page of borrowers in one state, oldest first. */
export async function getIdentityChecks(
  status: KycQueueStatus,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<KycQueuePage> {
  const query = new URLSearchParams({ status });
  if (cursor) query.set('cursor', cursor);
  const { data } = await apiFetch(`/api/admin/kyc?${query}`, { schema: kycQueuePageSchema, signal });
  return data;
}

/** The queue of one state, page after page as staff ask for more ("Show more"). */
export function useIdentityChecksQuery(status: KycQueueStatus) {
  return useInfiniteQuery({
    queryKey: [...IDENTITY_CHECKS_KEY, 'list', status],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => getIdentityChecks(status, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
  });
}
