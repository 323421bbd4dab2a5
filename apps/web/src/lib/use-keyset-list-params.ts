import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** How a staff list's filters sit in the URL. Both functions must be stable (module-level). */
export interface ListUrlCodec<Filters> {
  read: (params: URLSearchParams) => Filters;
  /** The URL search of a set of filters (defaults left out), always on the first page. */
  write: (filters: Filters) => URLSearchParams;
}

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

/** Where a keyset list is, and how to turn its pages (components/staff-list's KeysetResults). */
export interface KeysetPaging {
  /** Unknown when the page was opened from a link carrying a cursor. */
  pageNumber: number | undefined;
  hasPrevious: boolean;
  goToNext: (nextCursor: string) => void;
  goToPrevious: () => void;
}

export interface KeysetListParams<Filters> extends KeysetPaging {
  filters: Filters;
  cursor: string | undefined;
  /** New filters replace the history entry (the back button is for pages, not keystrokes), on page 1. */
  setFilters: (next: Filters) => void;
  /** Changes the filters from the latest ones asked for, which the URL may not show yet. */
  updateFilters: (change: (current: Filters) => Filters) => void;
  /** One filter of a list whose filters are all text (a search box, a select). */
  setFilter: (key: keyof Filters & string, value: string) => void;
}

/** A staff list's filters and keyset page in the URL (loans, users, the audit log, e-mails, texts…). */
export function useKeysetListParams<Filters>({
  read,
  write,
}: ListUrlCodec<Filters>): KeysetListParams<Filters> {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = useMemo(() => read(params), [params, read]);
  const cursor = params.get('cursor') || undefined;
  const previousCursors = useMemo(() => readPreviousCursors(location.state), [location.state]);

  // Navigations apply asynchronously, one after another: a render can show the URL after the first of
  // several quick commits (two debounced boxes, then a select) but before the last. Until the URL has
  // caught up with what was asked for last, later changes build on that, not on the render's params, or a
  // filter committed a moment earlier would be lost.
  const requested = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (requested.current?.toString() === params.toString()) requested.current = null;
  }, [params]);

  const updateFilters = useCallback(
    (change: (current: Filters) => Filters) => {
      const next = write(change(read(requested.current ?? params)));
      requested.current = next;
      setParams(next, { replace: true });
    },
    [params, setParams, read, write],
  );
  const setFilters = useCallback((next: Filters) => updateFilters(() => next), [updateFilters]);
  const setFilter = useCallback(
    (key: keyof Filters & string, value: string) =>
      updateFilters((current) => ({ ...current, [key]: value })),
    [updateFilters],
  );

  const withCursor = useCallback(
    (pageCursor: string | undefined) => {
      const next = write(filters);
      if (pageCursor) next.set('cursor', pageCursor);
      return next;
    },
    [filters, write],
  );

  const goToNext = useCallback(
    (nextCursor: string) => {
      const state: PagesState = { previousCursors: [...previousCursors, cursor ?? ''] };
      setParams(withCursor(nextCursor), { state });
    },
    [previousCursors, cursor, setParams, withCursor],
  );

  const goToPrevious = useCallback(() => {
    const state: PagesState = { previousCursors: previousCursors.slice(0, -1) };
    setParams(withCursor(previousCursors.at(-1) || undefined), { state });
  }, [previousCursors, setParams, withCursor]);

  // A page opened from a link that carries a cursor knows no number; Previous then goes to the first page.
  const pageNumber =
    cursor === undefined ? 1 : previousCursors.length > 0 ? previousCursors.length + 1 : undefined;

  return {
    filters,
    cursor,
    pageNumber,
    hasPrevious: cursor !== undefined,
    setFilters,
    updateFilters,
    setFilter,
    goToNext,
    goToPrevious,
  };
}
