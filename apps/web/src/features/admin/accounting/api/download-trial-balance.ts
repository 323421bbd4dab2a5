import type { AccountingRange } from '@kwacha/shared/staff/accounting';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../../lib/file-download';
import { rangeQuery } from './get-trial-balance';

/** GET /api/admin/accounting/trial-balance.csv or .pdf?from=…&to=…: the trial balance as a file. */
export const trialBalanceFileUrl = (range: AccountingRange, extension: 'csv' | 'pdf') =>
  `/api/admin/accounting/trial-balance.${extension}?${rangeQuery(range)}`;

/** Downloads the trial balance of the range on screen as CSV (null while another range loads). */
export function useTrialBalanceCsvDownload(range: AccountingRange | null) {
  return useMutation({
    mutationFn: async () => {
      if (range === null) throw new Error('The trial balance on screen is still loading.');
      const fallbackName = `kwacha-trial-balance-${range.from}-to-${range.to}.csv`;
      const file = await fetchFile(trialBalanceFileUrl(range, 'csv'), fallbackName);
      saveFile(file);
      return file.fileName;
    },
  });
}
