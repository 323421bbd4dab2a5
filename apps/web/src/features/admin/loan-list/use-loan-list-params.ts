import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type DrillDownKey, NO_DRILL_DOWNS } from './drill-down-filters';
import { filtersToSearch, type LoanListFilters, readFilters, type TextFilterKey } from './list-params';

/**
 * Pages are keyset pages: the URL holds the current page's cursor, and the history entry's state holds
 * the cursors of the pages before it ('' for the first), so Previous, back and reload all work.
 */
interface PagesState {
  previousCursors: string[];
}

function readPreviousCursors(state: unknown): string[] {
  if (typeof state !== 'object' || state === null) return [];
  const { previousCursors } = state as Partial<PagesState>;
  return Array.isArray(previousCursors) && previousCursors.every((c) => typeof c === 'string')
    ? previousCursors
    : [];
}

export function useLoanListParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = useMemo(() => readFilters(params), [params]);
  const cursor = params.get('cursor') || undefined;
  const previousCursors = useMemo(() => readPreviousCursors(location.state), [location.state]);

  // Navigations apply asynchronously, one after another: a render can show the URL after the first
  // of several quick commits (two debounced boxes, then the sort) but before the last. Until the URL
  // has caught up with what was asked for last, later changes build on that, not on the render's params,
  // or a filter committed a moment earlier would be lost.
  const requested = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (requested.current?.toString() === params.toString()) requested.current = null;
  }, [params]);
  const replaceFilters = useCallback(
    (change: (current: LoanListFilters) => LoanListFilters) => {
      const next = filtersToSearch(change(readFilters(requested.current ?? params)));
      requested.current = next;
      // Filters replace the history entry (typing should not fill the back button) and go to page 1.
      setParams(next, { replace: true });
    },
    [params, setParams],
  );

  const setFilter = useCallback(
    (key: TextFilterKey | 'sort', value: string) =>
      replaceFilters((current) => ({ ...current, [key]: value })),
    [replaceFilters],
  );

  /** A chip's remove button: its keys go, every other filter stays. */
  const removeFilters = useCallback(
    (keys: readonly DrillDownKey[]) =>
      replaceFilters((current) => ({ ...current, ...Object.fromEntries(keys.map((key) => [key, ''])) })),
    [replaceFilters],
  );

  const clearFilters = useCallback(
    () => replaceFilters((current) => ({ ...EMPTY_FILTERS, sort: current.sort })),
    [replaceFilters],
  );

  const withCursor = useCallback(
    (pageCursor: string | undefined) => {
      const next = filtersToSearch(filters);
      if (pageCursor) next.set('cursor', pageCursor);
      return next;
    },
    [filters],
  );

  const goToNextPage = useCallback(
    (nextCursor: string) => {
      const state: PagesState = { previousCursors: [...previousCursors, cursor ?? ''] };
      setParams(withCursor(nextCursor), { state });
    },
    [previousCursors, cursor, setParams, withCursor],
  );

  const goToPreviousPage = useCallback(() => {
    const state: PagesState = { previousCursors: previousCursors.slice(0, -1) };
    setParams(withCursor(previousCursors.at(-1) || undefined), { state });
  }, [previousCursors, setParams, withCursor]);

  // A page opened from a link that carries a cursor but no history knows no number; Previous then
  // goes back to the first page.
  const pageNumber =
    cursor === undefined ? 1 : previousCursors.length > 0 ? previousCursors.length + 1 : undefined;

  return {
    filters,
    cursor,
    pageNumber,
    hasPreviousPage: cursor !== undefined,
    setFilter,
    removeFilters,
    clearFilters,
    goToNextPage,
    goToPreviousPage,
  };
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
