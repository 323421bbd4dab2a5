import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { AUTH_FAILED_MESSAGE } from './load-error-message';
import { reportAuthFailure } from './server-message';
import { useAuthFailureToast, useSignOutOnAuthFailure } from './session/use-sign-out-on-auth-failure';

interface StaffQueryOptions<Data> {
  queryKey: QueryKey;
  fetchData: (signal: AbortSignal) => Promise<Data>;
  /** How soon to read it again, given what it holds (e-mails on their way); never by default. */
  refetchInterval?: (data: Data | undefined) => number | false;
  /** Keep what was shown while the next key loads (a list's next page), instead of the skeleton. */
  keepPrevious?: boolean;
}

/**
 * What a staff page reads. A 401 or 403 toasts 'Authentication failed. Please log in again.' as it
 * arrives, before the session ends and the page unmounts, and then ends the session (docs/product.md §8).
 */
function useStaffQuery<Data>({
  queryKey,
  fetchData,
  refetchInterval,
  keepPrevious,
}: StaffQueryOptions<Data>) {
  const onAuthFailure = useAuthFailureToast(AUTH_FAILED_MESSAGE);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => reportAuthFailure(fetchData(signal), onAuthFailure),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    refetchInterval: refetchInterval && ((current) => refetchInterval(current.state.data)),
  });
  useSignOutOnAuthFailure(query.error);
  return query;
}

/** One record a staff page shows (a user, a campaign, an e-mail). */
export function useStaffRecordQuery<Data>(options: Omit<StaffQueryOptions<Data>, 'keepPrevious'>) {
  return useStaffQuery(options);
}

interface StaffPageQueryOptions<Page> extends Omit<StaffQueryOptions<Page>, 'fetchData' | 'keepPrevious'> {
  fetchPage: (signal: AbortSignal) => Promise<Page>;
}

/**
 * One page of a staff list. While another page or filter loads, the previous rows stay on screen (marked
 * busy) instead of flashing back to the skeleton.
 */
export function useStaffPageQuery<Page>({ fetchPage, ...options }: StaffPageQueryOptions<Page>) {
  return useStaffQuery({ ...options, fetchData: fetchPage, keepPrevious: true });
}
