import type { StatisticsTable } from '@kwacha/shared/staff/statistics';
import { loadErrorMessage } from '../../../../lib/load-error-message';
import { useSignOutOnAuthFailure } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useStatisticsCsvDownload } from '../api/download-statistics-csv';

export const CSV_FAILED_MESSAGE = 'The CSV file could not be downloaded. Please try again.';

interface CsvDownloadButtonProps {
  table: StatisticsTable;
  /** The current view's query, so the file holds the figures on screen; null while they are a previous view's. */
  query: string | null;
  /** The table's name, which completes the button's accessible name: 'Download CSV of Arrears ageing'. */
  tableName: string;
}

/** Downloads one table as CSV (with the session header a plain link could not send), saying how it went. */
export function CsvDownloadButton({ table, query, tableName }: CsvDownloadButtonProps) {
  const download = useStatisticsCsvDownload(table, query);
  useSignOutOnAuthFailure(download.error);
  const busy = download.isPending;
  const waiting = query === null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={() => download.mutate()}
        disabled={busy || waiting}
        aria-busy={busy}
        aria-label={`${busy ? 'Downloading CSV' : 'Download CSV'} of ${tableName}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-wait disabled:opacity-70"
      >
        <DownloadIcon />
        {busy ? 'Downloading…' : 'Download CSV'}
      </button>
      <p aria-live="polite" className="text-sm">
        {download.isError ? (
          <span className="text-red-700">
            {loadErrorMessage(download.error, { fallback: CSV_FAILED_MESSAGE })}
          </span>
        ) : download.isSuccess ? (
          <span className="text-slate-600">Saved {download.data}</span>
        ) : null}
      </p>
    </div>
  );
}

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
