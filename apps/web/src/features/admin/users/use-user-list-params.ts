import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  EMPTY_USER_FILTERS,
  readUserFilters,
  type UserListFilters,
  userFiltersToSearch,
} from './user-list-params';

/**
 * Keyset pages: the URL holds the current page's cursor and the history entry's state the cursors of
 * the pages before it ('' for the first), so Previous, the back button and a reload all work.
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

export function useUserListParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = useMemo(() => readUserFilters(params), [params]);
  const cursor = params.get('cursor') || undefined;
  const previousCursors = useMemo(() => readPreviousCursors(location.state), [location.state]);

  // A filter replaces the history entry (typing should not fill the back button) and goes to page 1.
  // Built from the latest URL, not this render's: a debounced search may commit just after a select.
  const setFilter = useCallback(
    (key: keyof UserListFilters, value: string) =>
      setParams(
        (current) => userFiltersToSearch({ ...readUserFilters(current), [key]: value } as UserListFilters),
        { replace: true },
      ),
    [setParams],
  );

  const clearFilters = useCallback(
    () => setParams(userFiltersToSearch(EMPTY_USER_FILTERS), { replace: true }),
    [setParams],
  );

  const withCursor = useCallback(
    (pageCursor: string | undefined) => {
      const next = userFiltersToSearch(filters);
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

  // A page opened from a link carrying a cursor knows no number; Previous then goes to the first page.
  const pageNumber =
    cursor === undefined ? 1 : previousCursors.length > 0 ? previousCursors.length + 1 : undefined;

  return {
    filters,
    cursor,
    pageNumber,
    hasPreviousPage: cursor !== undefined,
    setFilter,
    clearFilters,
    goToNextPage,
    goToPreviousPage,
  };
}
