import type { AccountingRange } from '@kwacha/shared/staff/accounting';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../../lib/file-download';
import { rangeQuery } from './get-trial-balance';

/** GET /api/admin/accounting/journal.csv?from=…&to=…: every journal line of the range, with its GL code. */
export const journalCsvUrl = (range: AccountingRange) =>
  `/api/admin/accounting/journal.csv?${rangeQuery(range)}`;

/**
 * Downloads the journal of a range (fetched with the session header, which a plain link could not send).
 * `range` is null while the screen still shows another range's trial balance: nothing is fetched then.
 */
export function useJournalCsvDownload(range: AccountingRange | null) {
  return useMutation({
    mutationFn: async () => {
      if (range === null) throw new Error('The trial balance on screen is still loading.');
      const fallbackName = `kwacha-journal-${range.from}-to-${range.to}.csv`;
      const file = await fetchFile(journalCsvUrl(range), fallbackName);
      saveFile(file);
      return file.fileName;
    },
  });
}
