import { ApiError, type ApiErrorDetail } from './api-error';
import { languageState } from './i18n/language-store';
import { TOKEN_STORAGE_KEY } from './session/token-storage-key';
import { reportUnauthorized } from './unauthorized-handler';

export { ApiError, type ApiErrorDetail, isApiError } from './api-error';

export { TOKEN_STORAGE_KEY } from './session/token-storage-key';
export { setUnauthorizedHandler } from './unauthorized-handler';
export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Please check your internet connection and try again.';
export const INVALID_RESPONSE_MESSAGE = 'The server sent an unexpected response. Please try again later.';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions<T> {
  method?: HttpMethod;
  /** Serialised as JSON; a FormData goes as multipart/form-data (a file upload) with the browser's boundary. */
  body?: unknown;
  signal?: AbortSignal;
  /** Optional parser for `data` (e.g. a zod schema from @kwacha/shared). */
  schema?: { parse: (value: unknown) => T };
  /** Extra request headers (e.g. `Idempotency-Key`); the session and JSON headers are set here. */
  headers?: Record<string, string>;
}

/** The success envelope of every API answer (docs/architecture.md §4). */
export interface ApiResponse<T> {
  status: number;
  success: true;
  message: string;
  msg: string;
  data: T;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); the call then goes out without a session.
    return null;
  }
}

/** Calls the API and returns its envelope; throws ApiError for anything but a successful JSON answer. */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions<T> = {},
): Promise<ApiResponse<T>> {
  const { method = 'GET', body, signal, schema } = options;
  // The reader's language, so the server answers in it (decision 030); language-store is in the entry already.
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': languageState().language,
  };
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const token = readToken();
  if (token) headers['x-auth-token'] = token;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // Let callers (and TanStack Query) see cancellation as cancellation.
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, body: undefined });
  }

  const parsed = await readBody(response);
  if (!response.ok || !parsed.ok || !isObject(parsed.value) || parsed.value.success === false) {
    // Without a token a 401 is an answer about the request (wrong password), not about a session.
    if (response.status === 401 && token) reportUnauthorized();
    throw toApiError(response, parsed);
  }
  const envelope = parsed.value;
  const message = text(envelope.message) ?? text(envelope.msg) ?? '';
  return {
    status: response.status,
    success: true,
    message,
    msg: text(envelope.msg) ?? message,
    data: schema ? schema.parse(envelope.data) : (envelope.data as T),
  };
}

type ParsedBody = { ok: true; value: unknown } | { ok: false; raw: string };

async function readBody(response: Response): Promise<ParsedBody> {
  const raw = await response.text().catch(() => '');
  // 204 and empty answers carry no envelope; treat them as an empty success.
  if (raw === '') return { ok: true, value: response.ok ? { success: true } : undefined };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false, raw };
  }
}

function toApiError(response: Response, parsed: ParsedBody): ApiError {
  const headerRetryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  if (!parsed.ok || !isObject(parsed.value)) {
    const status = response.ok ? 502 : response.status;
    return new ApiError({
      status,
      code: 'INVALID_RESPONSE',
      message: response.ok ? INVALID_RESPONSE_MESSAGE : `Request failed (HTTP ${response.status}).`,
      retryAfter: headerRetryAfter,
      body: parsed.ok ? parsed.value : parsed.raw,
    });
  }
  const body = parsed.value;
  const error = isObject(body.error) ? body.error : {};
  const retryAfter =
    (typeof body.retryAfter === 'number' ? body.retryAfter : undefined) ??
    (typeof error.retryAfter === 'number' ? error.retryAfter : undefined) ??
    headerRetryAfter;
  return new ApiError({
    status: response.status,
    code: text(error.code) ?? `HTTP_${response.status}`,
    message:
      text(body.message) ??
      text(body.msg) ??
      text(error.message) ??
      `Request failed (HTTP ${response.status}).`,
    details: Array.isArray(error.details) ? error.details.filter(isObject).map(toDetail) : [],
    retryAfter,
    body,
  });
}

function toDetail(item: JsonObject): ApiErrorDetail {
  const message = text(item.message) ?? text(item.msg) ?? '';
  return { field: text(item.field) ?? '', msg: text(item.msg) ?? message, message };
}

/** Retry-After is either delta-seconds or an HTTP date. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
