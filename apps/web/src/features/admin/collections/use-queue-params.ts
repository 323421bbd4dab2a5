import { useCallback } from 'react';
import { type ListUrlCodec, useKeysetListParams } from '../../../lib/use-keyset-list-params';
import { NO_QUEUE_FILTERS, type QueueFilters, queueFiltersToSearch, readQueueFilters } from './queue-params';

const QUEUE_URL: ListUrlCodec<QueueFilters> = { read: readQueueFilters, write: queueFiltersToSearch };

/** The queue's filters and keyset page in the URL (lib/use-keyset-list-params.ts). */
export function useQueueParams() {
  const list = useKeysetListParams(QUEUE_URL);
  const { updateFilters } = list;
  /** Sort is an ordering, not a filter: Clear filters keeps it. */
  const clearFilters = useCallback(
    () => updateFilters((current) => ({ ...NO_QUEUE_FILTERS, sort: current.sort })),
    [updateFilters],
  );
  return { ...list, clearFilters };
}
