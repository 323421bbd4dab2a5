import type { UseQueryResult } from '@tanstack/react-query';
import { queryLostNetwork } from './use-kept-answer';
import { useOnline } from './use-online';

type QueryState = Pick<UseQueryResult, 'data' | 'fetchStatus' | 'error' | 'failureReason'>;

/**
 * What of a query says it lost the network, for a page that shows other data than the query's own (the
 * answer kept on the device): `{ ...pickQueryState(query), data: shown }`.
 */
export function pickQueryState({ fetchStatus, error, failureReason }: Omit<QueryState, 'data'>) {
  return { fetchStatus, error, failureReason };
}

/**
 * docs/product.md §21.1: a page that needs the server says so at once when its data is not here and the
 * network is gone — the browser says it is offline, a query is paused for want of one, or the first
 * request failed without reaching the server — rather than show "Loading…" through the retries. The
 * retries go on behind: the page fills in when one gets through, or when the browser is back online.
 */
export function useNeedsConnection(...queries: QueryState[]): boolean {
  // From the hook, not navigator itself: a pre-rendered page hydrates as it was rendered, online.
  const online = useOnline();
  return queries.some((query) => query.data === undefined && (!online || queryLostNetwork(query)));
}
