import { useCallback } from 'react';
import { type ListUrlCodec, useKeysetListParams } from '../../../lib/use-keyset-list-params';
import { type DrillDownKey, NO_DRILL_DOWNS } from './drill-down-filters';
import { filtersToSearch, type LoanListFilters, readFilters } from './list-params';

const LOAN_LIST_URL: ListUrlCodec<LoanListFilters> = { read: readFilters, write: filtersToSearch };

/** The loan list's filters and page in the URL (lib/use-keyset-list-params.ts), with its chips. */
export function useLoanListParams() {
  const list = useKeysetListParams(LOAN_LIST_URL);
  const { updateFilters } = list;

  /** A chip's remove button: its keys go, every other filter stays. */
  const removeFilters = useCallback(
    (keys: readonly DrillDownKey[]) =>
      updateFilters((current) => ({ ...current, ...Object.fromEntries(keys.map((key) => [key, ''])) })),
    [updateFilters],
  );

  /** Sort is an ordering, not a filter: Clear filters keeps it. */
  const clearFilters = useCallback(
    () => updateFilters((current) => ({ ...EMPTY_FILTERS, sort: current.sort })),
    [updateFilters],
  );

  return { ...list, removeFilters, clearFilters };
}

export const EMPTY_FILTERS: LoanListFilters = {
  status: 'all',
  q: '',
  minAmount: '',
  maxAmount: '',
  from: '',
  to: '',
  ...NO_DRILL_DOWNS,
  sort: 'newest',
};
