import type { AccountingRange } from '@kwacha/shared/staff/accounting';
import type { JournalFormat } from '@kwacha/shared/staff/accounting-exports';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../../lib/file-download';
import { rangeQuery } from './get-trial-balance';

/**
 * GET /api/admin/accounting/journal.csv?from=…&to=…: every journal line of the range, with its GL code;
 * `&format=` for an accounting package's own import layout (the generic file has none).
 */
export const journalCsvUrl = (range: AccountingRange, format: JournalFormat = 'generic') =>
  `/api/admin/accounting/journal.csv?${rangeQuery(range)}${format === 'generic' ? '' : `&format=${format}`}`;

/**
 * Downloads the journal of a range (fetched with the session header, which a plain link could not send).
 * `range` is null while the screen still shows another range's trial balance: nothing is fetched then.
 */
export function useJournalCsvDownload(range: AccountingRange | null, format: JournalFormat = 'generic') {
  return useMutation({
    mutationFn: async () => {
      if (range === null) throw new Error('The trial balance on screen is still loading.');
      const suffix = format === 'generic' ? '' : `-${format}`;
      const fallbackName = `kwacha-journal-${range.from}-to-${range.to}${suffix}.csv`;
      const file = await fetchFile(journalCsvUrl(range, format), fallbackName);
      saveFile(file);
      return file.fileName;
    },
  });
}
