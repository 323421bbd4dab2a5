import { AUDIT_EXPORT_MAX_ROWS } from '@kwacha/shared/staff/audit-log';
import { CsvDownload } from '../../../../components/documents/csv-download';
import { useAuditCsvDownload } from '../api/download-audit-csv';

export const AUDIT_CSV_FAILED_MESSAGE = 'The CSV file could not be downloaded. Please try again.';
export const AUDIT_CSV_LIMIT_NOTE = `The file holds the records matching the filters, newest first: at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-GB')}.`;

/** Downloads the filtered log as CSV, with a note of what the file holds. */
export function AuditCsvButton({ query }: { query: string }) {
  return (
    <div className="grid gap-1">
      <CsvDownload
        download={useAuditCsvDownload(query)}
        failedMessage={AUDIT_CSV_FAILED_MESSAGE}
        describedBy="audit-csv-note"
      />
      <p id="audit-csv-note" className="text-sm text-slate-600">
        {AUDIT_CSV_LIMIT_NOTE}
      </p>
    </div>
  );
}
