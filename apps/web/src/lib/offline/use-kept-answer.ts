import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiError } from '../api-error';
import { readKeptAnswer } from './kept-queries';

/** No answer because the request never reached the server (offline, a dropped connection). */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.code === 'NETWORK_ERROR';
}

/** The query is paused for want of a network, or one of its requests failed without reaching the server. */
export function queryLostNetwork(
  query: Pick<UseQueryResult, 'fetchStatus' | 'error' | 'failureReason'>,
): boolean {
  return (
    query.fetchStatus === 'paused' || isNetworkFailure(query.error) || isNetworkFailure(query.failureReason)
  );
}

export interface KeptOrLive<T> {
  /** The live answer, else the kept one when the network is gone, else undefined. */
  data: T | undefined;
  /** While the network is gone, when the data shown was fetched; undefined while online. */
  keptAt: number | undefined;
}

/**
 * docs/product.md §21: a borrower page's data, or — when the network is gone (the browser says it is
 * offline, the query is paused for it, or a request failed without reaching the server) — the answer
 * last kept on this device, with the time it was fetched. Data already on screen stays, with its time,
 * when a refresh finds the network gone. A server's answer (a 4xx or 5xx) is shown as the page's error,
 * as before.
 */
export function useKeptAnswer<T>(query: UseQueryResult<T>, queryKey: QueryKey): KeptOrLive<T> {
  const networkGone =
    (typeof navigator !== 'undefined' && navigator.onLine === false) || queryLostNetwork(query);
  const offline = query.data === undefined && networkGone;
  const key = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's text stands for the key.
  const kept = useMemo(() => (offline ? readKeptAnswer<T>(queryKey) : undefined), [offline, key]);
  if (query.data !== undefined) {
    return { data: query.data, keptAt: networkGone ? query.dataUpdatedAt : undefined };
  }
  return { data: kept?.data, keptAt: kept?.fetchedAt };
}
