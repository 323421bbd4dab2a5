import type { StatisticsTable } from '@kwacha/shared/staff/statistics';
import { CsvDownload } from '../../../../components/documents/csv-download';
import { useStatisticsCsvDownload } from '../api/download-statistics-csv';

export const CSV_FAILED_MESSAGE = 'The CSV file could not be downloaded. Please try again.';

interface CsvDownloadButtonProps {
  table: StatisticsTable;
  /** The current view's query, so the file holds the figures on screen; null while they are a previous view's. */
  query: string | null;
  /** The table's name, which completes the button's accessible name: 'Download CSV of Arrears ageing'. */
  tableName: string;
}

/** Downloads one table as CSV, holding the figures on screen. */
export function CsvDownloadButton({ table, query, tableName }: CsvDownloadButtonProps) {
  return (
    <CsvDownload
      download={useStatisticsCsvDownload(table, query)}
      failedMessage={CSV_FAILED_MESSAGE}
      tableName={tableName}
      waiting={query === null}
      withIcon
    />
  );
}
