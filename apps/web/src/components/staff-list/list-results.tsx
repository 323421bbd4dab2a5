import { type ComponentProps, type ReactNode, type Ref, useRef } from 'react';
import type { TextFilters, TextListFilters } from '../../lib/text-list-filters';
import type { KeysetListParams, KeysetPaging } from '../../lib/use-keyset-list-params';
import { EmptyResults } from '../ui/empty-results';
import { PageControls } from '../ui/page-controls';
import {
  ListError,
  type ListErrorProps,
  ListLoading,
  type ListLoadingProps,
  type ListQueryState,
} from './list-states';
import { ResultsRegion } from './results-region';

export interface ListResultsProps<Item> {
  ref?: Ref<HTMLElement>;
  /** The region's name for screen readers ("Audit records", "Identity checks"). */
  label: string;
  /** aria-busy on the region while the rows are read again. */
  busy: boolean;
  /** The previous rows are shown while others load: dimmed. */
  stale?: boolean;
  className?: string;
  query: ListQueryState & { isError: boolean };
  /** The rows; undefined until the first page is in. */
  items: Item[] | undefined;
  loading: ListLoadingProps;
  empty: ComponentProps<typeof EmptyResults>;
  error: Omit<ListErrorProps, 'query'>;
  /** The rows as the list shows them (a table, cards), given at least one. */
  children: (items: Item[]) => ReactNode;
}

/**
 * A staff list's results region in each of its states: loading, the rows, empty (filtered or not) and
 * failed with a way to ask again. Rows already shown win over a later failure (a failed "Show more").
 */
export function ListResults<Item>({
  ref,
  label,
  busy,
  stale,
  className,
  query,
  items,
  loading,
  empty,
  error,
  children,
}: ListResultsProps<Item>) {
  return (
    <ResultsRegion ref={ref} label={label} busy={busy} stale={stale} className={className}>
      {items ? (
        items.length > 0 ? (
          children(items)
        ) : (
          <EmptyResults {...empty} />
        )
      ) : query.isError ? (
        <ListError query={query} {...error} />
      ) : (
        <ListLoading {...loading} />
      )}
    </ResultsRegion>
  );
}

/** One keyset page as the API answers it. */
export interface KeysetPage<Item> {
  items: Item[];
  nextCursor?: string | null;
}

export interface KeysetResultsProps<Item>
  extends Omit<ListResultsProps<Item>, 'ref' | 'busy' | 'stale' | 'items' | 'query'> {
  /** The page in the URL (lib/use-keyset-list-params.ts). */
  paging: KeysetPaging;
  query: ListResultsProps<Item>['query'] & {
    data: KeysetPage<Item> | undefined;
    isPlaceholderData: boolean;
  };
  /** What Previous and Next say: 'Newer' and 'Older' read better over a log. */
  pageLabels?: { previous: string; next: string };
}

/**
 * The results of a keyset-paged staff list and its Previous and Next. While another page or filter loads,
 * the previous rows stay (dimmed, busy); after a page turn the focus moves to the results, so keyboard and
 * screen-reader users continue from the top of the new page.
 */
export function KeysetResults<Item>({ paging, query, pageLabels, ...results }: KeysetResultsProps<Item>) {
  const resultsRef = useRef<HTMLElement>(null);
  const nextCursor = query.data?.nextCursor;
  const turnPage = (go: () => void) => {
    go();
    resultsRef.current?.focus();
  };

  return (
    <>
      <ListResults
        ref={resultsRef}
        busy={query.isPlaceholderData}
        stale={query.isPlaceholderData}
        query={query}
        items={query.data?.items}
        {...results}
      />
      {query.data ? (
        <PageControls
          pageNumber={paging.pageNumber}
          hasPrevious={paging.hasPrevious}
          hasNext={Boolean(nextCursor)}
          onPrevious={() => turnPage(paging.goToPrevious)}
          onNext={() => nextCursor && turnPage(() => paging.goToNext(nextCursor))}
          labels={pageLabels}
        />
      ) : null}
    </>
  );
}

export interface LogResultsProps<Key extends string, Item>
  extends Omit<KeysetResultsProps<Item>, 'paging' | 'empty' | 'pageLabels'> {
  /** The log's filters and page in the URL: useKeysetListParams(filters). */
  list: KeysetListParams<TextFilters<Key>>;
  filters: TextListFilters<Key>;
  /** Said when nothing has been recorded at all. */
  emptyMessage: string;
  /** Said when the filters hid every record; Clear filters follows it. */
  noMatchMessage: string;
}

/**
 * A staff log (audit records, e-mails, text messages): keyset pages newest first, turned with Newer and
 * Older, under text filters that Clear filters sets back to none.
 */
export function LogResults<Key extends string, Item>({
  list,
  filters,
  emptyMessage,
  noMatchMessage,
  ...results
}: LogResultsProps<Key, Item>) {
  return (
    <KeysetResults
      paging={list}
      empty={{
        emptyMessage,
        noMatchMessage,
        filtered: filters.isFiltered(list.filters),
        onClearFilters: () => list.setFilters(filters.none),
      }}
      pageLabels={NEWEST_FIRST}
      {...results}
    />
  );
}

const NEWEST_FIRST = { previous: 'Newer', next: 'Older' };
