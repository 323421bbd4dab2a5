import type { StatisticsTable } from '@kwacha/shared/staff/statistics';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../../lib/file-download';

/** GET /api/admin/statistics/export/:table with the page's query: one table as a CSV attachment. */
export const statisticsExportUrl = (table: StatisticsTable, query: string) =>
  `/api/admin/statistics/export/${table}?${query}`;

/**
 * Downloads one table of the current view; the mutation's state drives the button's progress and errors.
 * `query` is null while the screen still shows a previous view's figures: nothing is fetched then.
 */
export function useStatisticsCsvDownload(table: StatisticsTable, query: string | null) {
  return useMutation({
    mutationFn: async () => {
      if (query === null) throw new Error('The figures on screen are still loading.');
      const file = await fetchFile(statisticsExportUrl(table, query), `kwacha-statistics-${table}.csv`);
      saveFile(file);
      return file.fileName;
    },
  });
}
