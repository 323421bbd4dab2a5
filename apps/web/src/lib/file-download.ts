import { ApiError, type ApiErrorDetail, NETWORK_ERROR_MESSAGE, TOKEN_STORAGE_KEY } from './api-client';

/** A file the API sent as an attachment, held in memory until the browser is asked to save it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * An export needs the session header, which a plain link cannot send: the file is fetched here and saved
 * from memory under the name the server gave it (else `fallbackName`). A refusal becomes the ApiError
 * every screen knows how to word.
 */
export async function fetchFile(
  url: string,
  fallbackName: string,
  accept = 'text/csv',
): Promise<DownloadedFile> {
  const headers: Record<string, string> = { Accept: accept };
  const token = readToken();
  if (token) headers['x-auth-token'] = token;
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) throw await refusalOf(response);
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName,
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

/** A refusal's envelope (docs/architecture.md §4) as an ApiError. */
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
export function saveFile({ blob, fileName }: DownloadedFile): void {
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
