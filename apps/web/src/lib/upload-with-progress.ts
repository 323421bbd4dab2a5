import { ApiError, type ApiResponse, INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-client';
import { languageState } from './i18n/language-store';
import { TOKEN_STORAGE_KEY } from './session/token-storage-key';
import { reportUnauthorized } from './unauthorized-handler';

/** How much of the body has gone: `loaded` of `total` bytes (total 0 when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions<T> {
  method?: 'POST' | 'PUT';
  body: FormData;
  /** Called as the browser sends the body; fetch has no upload progress, XMLHttpRequest has. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Parser for `data` (a zod schema from @kwacha/shared). */
  schema?: { parse: (value: unknown) => T };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The refusal's envelope (docs/architecture.md §4) as the ApiError every screen knows how to word. */
function refusalOf(status: number, raw: string, retryAfterHeader: string | null): ApiError {
  const body = parseJson(raw);
  const headerRetry = retryAfterHeader === null ? undefined : Number(retryAfterHeader);
  if (!isObject(body)) {
    return new ApiError({
      status: status >= 200 && status < 300 ? 502 : status,
      code: 'INVALID_RESPONSE',
      message: status < 300 ? INVALID_RESPONSE_MESSAGE : `Request failed (HTTP ${status}).`,
      retryAfter: Number.isFinite(headerRetry) ? headerRetry : undefined,
      body: raw,
    });
  }
  const error = isObject(body.error) ? body.error : {};
  return new ApiError({
    status,
    code: text(error.code) ?? `HTTP_${status}`,
    message:
      text(body.message) ?? text(body.msg) ?? text(error.message) ?? `Request failed (HTTP ${status}).`,
    details: Array.isArray(error.details)
      ? error.details.filter(isObject).map((d) => {
          const message = text(d.message) ?? text(d.msg) ?? '';
          return { field: text(d.field) ?? '', msg: message, message };
        })
      : [],
    retryAfter:
      typeof body.retryAfter === 'number'
        ? body.retryAfter
        : Number.isFinite(headerRetry)
          ? headerRetry
          : undefined,
    body,
  });
}

/**
 * Sends a multipart body with XMLHttpRequest so the page can show how much has gone (a photo on a slow
 * network takes a while, docs/product.md §20). Same session header, envelope and errors as `apiFetch`;
 * aborting through `signal` rejects with an AbortError like fetch does.
 */
export function uploadWithProgress<T = unknown>(
  path: string,
  { method = 'POST', body, onProgress, signal, schema }: UploadOptions<T>,
): Promise<ApiResponse<T>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    // The server answers in the reader's language, as it does every apiFetch call (decision 030).
    xhr.setRequestHeader('Accept-Language', languageState().language);
    const token = readToken();
    if (token) xhr.setRequestHeader('x-auth-token', token);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.addEventListener('progress', (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    });
    xhr.addEventListener('load', () => {
      done();
      const raw = xhr.responseText;
      const parsed = parseJson(raw);
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (!ok || !isObject(parsed) || parsed.success === false) {
        if (xhr.status === 401 && token) reportUnauthorized();
        reject(refusalOf(xhr.status, raw, xhr.getResponseHeader('Retry-After')));
        return;
      }
      try {
        const message = text(parsed.message) ?? text(parsed.msg) ?? '';
        resolve({
          status: xhr.status,
          success: true,
          message,
          msg: text(parsed.msg) ?? message,
          data: schema ? schema.parse(parsed.data) : (parsed.data as T),
        });
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE }));
    });
    xhr.addEventListener('timeout', () => {
      done();
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE }));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    xhr.send(body);
  });
}

/** Whole percent sent, 0–100; unknown totals count as 0 until the answer comes. */
export const percentOf = ({ loaded, total }: UploadProgress): number =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
