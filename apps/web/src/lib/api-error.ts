export interface ApiErrorDetail {
  field: string;
  msg: string;
  message: string;
}

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: ApiErrorDetail[];
  retryAfter?: number;
  body?: unknown;
}

/** Every failed call: HTTP errors, network failures (status 0) and unreadable answers. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[];
  /** Seconds to wait before retrying (429), from the body's `retryAfter` or the Retry-After header. */
  readonly retryAfter: number | undefined;
  /** The parsed response body, or the raw text when it was not JSON. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.retryAfter = init.retryAfter;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
