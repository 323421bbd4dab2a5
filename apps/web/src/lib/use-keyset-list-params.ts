import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * Pages are keyset pages: the URL holds the current page's cursor, and the history entry's state holds
 * the cursors of the newer pages before it ('' for the first), so Newer, back and reload all work.
 */
interface PagesState {
  newerCursors: string[];
}

function readNewerCursors(state: unknown): string[] {
  if (typeof state !== 'object' || state === null) return [];
  const { newerCursors } = state as Partial<PagesState>;
  return Array.isArray(newerCursors) && newerCursors.every((c) => typeof c === 'string') ? newerCursors : [];
}

/**
 * A staff list's filters and keyset page in the URL (the audit log, e-mail management). `readFilters` and
 * `filtersToSearch` must be stable (module-level) functions.
 */
export function useKeysetListParams<Filters>(
  readFilters: (params: URLSearchParams) => Filters,
  filtersToSearch: (filters: Filters) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = useMemo(() => readFilters(params), [params, readFilters]);
  const cursor = params.get('cursor') || undefined;
  const newerCursors = useMemo(() => readNewerCursors(location.state), [location.state]);

  /** New filters replace the history entry (the back button is for pages, not keystrokes) and go to page 1. */
  const setFilters = useCallback(
    (next: Filters) => setParams(filtersToSearch(next), { replace: true }),
    [setParams, filtersToSearch],
  );

  const withCursor = useCallback(
    (pageCursor: string | undefined) => {
      const next = filtersToSearch(filters);
      if (pageCursor) next.set('cursor', pageCursor);
      return next;
    },
    [filters, filtersToSearch],
  );

  const goToOlder = useCallback(
    (nextCursor: string) => {
      const state: PagesState = { newerCursors: [...newerCursors, cursor ?? ''] };
      setParams(withCursor(nextCursor), { state });
    },
    [newerCursors, cursor, setParams, withCursor],
  );

  const goToNewer = useCallback(() => {
    const state: PagesState = { newerCursors: newerCursors.slice(0, -1) };
    setParams(withCursor(newerCursors.at(-1) || undefined), { state });
  }, [newerCursors, setParams, withCursor]);

  // A page opened from a link that carries a cursor knows no number; Newer then goes to the first page.
  const pageNumber = cursor === undefined ? 1 : newerCursors.length > 0 ? newerCursors.length + 1 : undefined;

  return { filters, cursor, pageNumber, hasNewer: cursor !== undefined, setFilters, goToOlder, goToNewer };
}
