import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loadErrorMessage } from '../../lib/load-error-message';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadError } from './load-error';

interface RecordQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface StaffRecordPageProps<T> {
  query: RecordQuery<T>;
  /** The link back to the list: where it goes and what it says ('← All users'). */
  back: { to: string; label: string };
  /** What the page shows: its title and heading until the record is there ('User'). */
  noun: string;
  /** The page's title once the record is there (a name, a subject). */
  titleOf: (record: T) => string;
  failedMessage: string;
  notFoundMessage: string;
  /** What a screen reader hears while it loads ('Loading user…'). */
  loadingLabel: string;
  width: 'max-w-4xl' | 'max-w-5xl';
  /** The height of the skeleton's first card, close to the record's own. */
  summaryHeight?: 'h-40' | 'h-56';
  children: (record: T) => ReactNode;
}

/**
 * The frame of a staff page about one record (a user, a campaign, an e-mail): the link back to its list,
 * then the record, or the reason it could not load with a way to ask again, or a skeleton while it loads.
 */
export function StaffRecordPage<T>({
  query,
  back,
  noun,
  titleOf,
  failedMessage,
  notFoundMessage,
  loadingLabel,
  width,
  summaryHeight = 'h-40',
  children,
}: StaffRecordPageProps<T>) {
  usePageTitle(query.data ? titleOf(query.data) : noun);
  return (
    <div className={`mx-auto w-full ${width} px-4 py-6 sm:py-8`}>
      <Link to={back.to} className="rounded text-sm font-semibold text-emerald-800 underline">
        {back.label}
      </Link>
      {query.data ? (
        children(query.data)
      ) : query.isError ? (
        <>
          <h1 className="mt-3 text-3xl font-bold text-slate-900">{noun}</h1>
          <LoadError
            message={loadErrorMessage(query.error, { fallback: failedMessage, notFound: notFoundMessage })}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        </>
      ) : (
        <div role="status" aria-busy="true" className="mt-3">
          <span className="sr-only">{loadingLabel}</span>
          <div aria-hidden="true" className="grid animate-pulse gap-4">
            <div className="h-9 w-64 max-w-full rounded bg-slate-200" />
            <div className={`${summaryHeight} rounded-2xl bg-slate-200`} />
            <div className="h-72 rounded-2xl bg-slate-200" />
          </div>
        </div>
      )}
    </div>
  );
}
