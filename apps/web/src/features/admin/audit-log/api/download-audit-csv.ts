import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../../lib/file-download';

/** GET /api/admin/audit/export with the page's filters: the log as a CSV attachment. */
export const auditExportUrl = (query: string) => `/api/admin/audit/export${query ? `?${query}` : ''}`;

/** Downloads the filtered log; the mutation's state drives the button's progress and errors. */
export function useAuditCsvDownload(query: string) {
  return useMutation({
    mutationFn: async () => {
      const file = await fetchFile(auditExportUrl(query), 'kwacha-audit-log.csv');
      saveFile(file);
      return file.fileName;
    },
  });
}
