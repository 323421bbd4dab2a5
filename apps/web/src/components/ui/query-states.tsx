import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loadErrorMessage } from '../../lib/load-error-message';
import { useSignOutOnAuthFailure } from '../../lib/session/use-sign-out-on-auth-failure';
import { LoadError } from './load-error';

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** Said when the answer failed without a message of its own; Try Again follows it. */
  failedMessage: string;
  /** Said to screen readers while the answer loads ('Loading the trial balance…'). */
  loadingText: string;
  /** The skeleton's height, roughly the loaded part's ('h-64'). */
  skeletonHeight: string;
  children: (data: T) => ReactNode;
}

/** One section's answer: a skeleton while it loads, the reason and Try Again if it failed, else the data. */
export function QueryStates<T>({
  query,
  failedMessage,
  loadingText,
  skeletonHeight,
  children,
}: QueryStatesProps<T>) {
  useSignOutOnAuthFailure(query.error);
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <LoadError
        className=""
        message={loadErrorMessage(query.error, { fallback: failedMessage })}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{loadingText}</span>
      <div aria-hidden="true" className={`${skeletonHeight} animate-pulse rounded-xl bg-slate-200`} />
    </div>
  );
}
