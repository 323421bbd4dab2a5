import type { StatisticsTable } from '@kwacha/shared/staff/statistics';
import { useMutation } from '@tanstack/react-query';
import {
  ApiError,
  type ApiErrorDetail,
  NETWORK_ERROR_MESSAGE,
  TOKEN_STORAGE_KEY,
} from '../../../../lib/api-client';

/** GET /api/admin/statistics/export/:table with the page's query: one table as a CSV attachment. */
export const statisticsExportUrl = (table: StatisticsTable, query: string) =>
  `/api/admin/statistics/export/${table}?${query}`;

export interface CsvFile {
  blob: Blob;
  fileName: string;
}

/**
 * The export needs the session header, which a plain link cannot send: the file is fetched here and
 * saved from memory under the name the server gave it.
 */
export async function fetchStatisticsCsv(table: StatisticsTable, query: string): Promise<CsvFile> {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const token = readToken();
  if (token) headers['x-auth-token'] = token;
  let response: Response;
  try {
    response = await fetch(statisticsExportUrl(table, query), { headers });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) throw await refusalOf(response);
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? `kwacha-statistics-${table}.csv`,
  };
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** A refusal's envelope (docs/architecture.md §4) as the ApiError every screen knows how to word. */
async function refusalOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const error = isObject(body) && isObject(body.error) ? body.error : {};
  const details: ApiErrorDetail[] = Array.isArray(error.details)
    ? error.details.filter(isObject).map((d) => {
        const message = text(d.message) ?? text(d.msg) ?? '';
        return { field: text(d.field) ?? '', message, msg: message };
      })
    : [];
  const retryAfter = isObject(body) && typeof body.retryAfter === 'number' ? body.retryAfter : undefined;
  return new ApiError({
    status: response.status,
    code: text(error.code) ?? `HTTP_${response.status}`,
    message: (isObject(body) && text(body.message)) || `Request failed (HTTP ${response.status}).`,
    details,
    retryAfter,
    body,
  });
}

/** The file name of `attachment; filename="a.csv"` (or RFC 5987's filename*=UTF-8''a.csv). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return safeName(decodeURIComponent(encoded[1].trim()));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return safeName((plain?.[1] ?? plain?.[2] ?? '').trim());
}

/** Only the last path segment, and nothing empty. */
const safeName = (name: string) => name.split(/[\\/]/).pop() || undefined;

/** How long the file stays in memory after the browser was asked to save it. */
const REVOKE_AFTER_MS = 10_000;

/** Asks the browser to save the file, as a link with `download` would. */
export function saveFile({ blob, fileName }: CsvFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Downloads one table of the current view; the mutation's state drives the button's progress and errors. */
export function useStatisticsCsvDownload(table: StatisticsTable, query: string) {
  return useMutation({
    mutationFn: async () => {
      const file = await fetchStatisticsCsv(table, query);
      saveFile(file);
      return file.fileName;
    },
  });
}
