import { type FlaggedPaymentList, flaggedPaymentListSchema } from '@kwacha/shared/staff/flagged-payments';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { reportAuthFailure } from '../../../../lib/server-message';
import { FLAGGED_PAYMENTS_KEY } from './flagged-payments-keys';

/** GET /api/admin/flagged-payments: one keyset page of the queue, oldest first. */
export async function getFlaggedPayments(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<FlaggedPaymentList> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const { data } = await apiFetch(`/api/admin/flagged-payments${query}`, {
    schema: flaggedPaymentListSchema,
    signal,
  });
  return data;
}

/** The queue, page after page as staff ask for more ("Show more"). */
export function useFlaggedPaymentsQuery({ onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useInfiniteQuery({
    queryKey: [...FLAGGED_PAYMENTS_KEY, 'queue'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      reportAuthFailure(getFlaggedPayments(pageParam, signal), onAuthFailure),
    getNextPageParam: (last) => last.nextCursor,
  });
}
