import { AUDIT_EXPORT_MAX_ROWS } from '@kwacha/shared/staff/audit-log';
import { loadErrorMessage } from '../../../../lib/load-error-message';
import { useSignOutOnAuthFailure } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useAuditCsvDownload } from '../api/download-audit-csv';

export const AUDIT_CSV_FAILED_MESSAGE = 'The CSV file could not be downloaded. Please try again.';
export const AUDIT_CSV_LIMIT_NOTE = `The file holds the records matching the filters, newest first: at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-GB')}.`;

/** Downloads the filtered log as CSV (with the session header a plain link could not send). */
export function AuditCsvButton({ query }: { query: string }) {
  const download = useAuditCsvDownload(query);
  useSignOutOnAuthFailure(download.error);
  const busy = download.isPending;
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          onClick={() => download.mutate()}
          disabled={busy}
          aria-busy={busy}
          aria-describedby="audit-csv-note"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? 'Downloading…' : 'Download CSV'}
        </button>
        <p aria-live="polite" className="text-sm">
          {download.isError ? (
            <span className="text-red-700">
              {loadErrorMessage(download.error, { fallback: AUDIT_CSV_FAILED_MESSAGE })}
            </span>
          ) : download.isSuccess ? (
            <span className="text-slate-600">Saved {download.data}</span>
          ) : null}
        </p>
      </div>
      <p id="audit-csv-note" className="text-sm text-slate-600">
        {AUDIT_CSV_LIMIT_NOTE}
      </p>
    </div>
  );
}
