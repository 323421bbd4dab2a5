import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { AUTH_FAILED_MESSAGE } from './load-error-message';
import { isAuthFailure } from './server-message';
import { useAuthFailureToast, useSignOutOnAuthFailure } from './session/use-sign-out-on-auth-failure';

interface StaffPageQueryOptions<Page> {
  queryKey: QueryKey;
  fetchPage: (signal: AbortSignal) => Promise<Page>;
  /** How soon to read the page again, given what it holds (e-mails on their way); never by default. */
  refetchInterval?: (page: Page | undefined) => number | false;
}

/**
 * One page of a staff list. While another page or filter loads, the previous rows stay on screen (marked
 * busy) instead of flashing back to the skeleton. A 401 or 403 toasts 'Authentication failed. Please log
 * in again.' as it arrives, before the session ends and the page unmounts, and then ends the session
 * (docs/product.md §8).
 */
export function useStaffPageQuery<Page>({
  queryKey,
  fetchPage,
  refetchInterval,
}: StaffPageQueryOptions<Page>) {
  const onAuthFailure = useAuthFailureToast(AUTH_FAILED_MESSAGE);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        return await fetchPage(signal);
      } catch (error) {
        if (isAuthFailure(error)) onAuthFailure();
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval && ((current) => refetchInterval(current.state.data)),
  });
  useSignOutOnAuthFailure(query.error);
  return query;
}
