import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { loadErrorMessage } from '../../../../lib/load-error-message';
import { serverMessage } from '../../../../lib/server-message';
import { useSignOutOnAuthFailure } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useRefreshStatistics } from '../api/refresh-statistics';

export const REFRESH_FAILED_MESSAGE = 'The figures could not be refreshed. Please try again.';
export const NO_FIGURES_YET =
  'No figures yet — the first are worked out within 10 minutes of the first loan being paid out.';

/** A refusal of "Refresh now" in the server's words (on 429: how long to wait). */
function refreshErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429) return serverMessage(error, REFRESH_FAILED_MESSAGE);
  return loadErrorMessage(error, { fallback: REFRESH_FAILED_MESSAGE });
}

/**
 * The title, when the figures were worked out (Lusaka time) and a way to work them out now. `asOf` is
 * undefined while loading and null before the first snapshot.
 */
export function StatisticsHeader({ asOf }: { asOf: string | null | undefined }) {
  const refresh = useRefreshStatistics();
  useSignOutOnAuthFailure(refresh.error);
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Reports &amp; Statistics</h1>
        <p className="mt-1 min-h-6 text-slate-600">
          {asOf ? (
            <>
              Figures as of <time dateTime={asOf}>{formatDateTime(asOf)}</time> (Lusaka time)
            </>
          ) : asOf === null ? (
            NO_FIGURES_YET
          ) : null}
        </p>
      </div>
      <div className="flex flex-col gap-1 sm:items-end">
        <Button variant="secondary" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
          {refresh.isPending ? 'Refreshing…' : 'Refresh now'}
        </Button>
        <p role="status" className="max-w-sm text-sm sm:text-right">
          {refresh.isError ? (
            <span className="text-red-700">{refreshErrorMessage(refresh.error)}</span>
          ) : refresh.isSuccess ? (
            <span className="text-slate-700">{refresh.data.message}</span>
          ) : null}
        </p>
      </div>
    </header>
  );
}
