import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { loadErrorMessage } from '../../../../lib/load-error-message';
import { useSignOutOnAuthFailure } from '../../../../lib/session/use-sign-out-on-auth-failure';

/** One answer's states: a skeleton while it loads, the reason and Try Again if it failed, else the data. */
export function QueryView<T>({
  query,
  failedMessage,
  loadingText,
  children,
}: {
  query: UseQueryResult<T>;
  failedMessage: string;
  loadingText: string;
  children: (data: T) => ReactNode;
}) {
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
      <div aria-hidden="true" className="h-32 animate-pulse rounded-xl bg-slate-200" />
    </div>
  );
}
