/** What the load saw of the API: every answer counted, and each server error kept as evidence. */
export interface HttpStats {
  requests: number;
  byStatus: Record<string, number>;
  /** Connection failures (the balancer found no process, or a request was cut). */
  networkErrors: number;
  /** 500s: a crash in the product (a 503 is an honest "not now" during an outage). */
  serverErrors: { at: string; method: string; path: string; status: number; body: string }[];
  /** 401, 403 and 404 answers: the load only asks for what exists with valid sessions, so each is worth a look. */
  refusals: { at: string; method: string; path: string; status: number; body: string }[];
}

export interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown>;
    token?: string;
    message?: string;
    error?: { code?: string };
  } & Record<string, unknown>;
  text: string;
  bytes: number;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as it is (a callback's exact bytes) instead of `body` as JSON. */
  rawBody?: string;
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers a client tries again: no connection, a 503 (outage), a 429, or a 502/504 from the way. */
export const retryable = (status: number) =>
  status === 0 || status === 503 || status === 429 || status === 502 || status === 504;

export class HttpClient {
  readonly stats: HttpStats = { requests: 0, byStatus: {}, networkErrors: 0, serverErrors: [], refusals: [] };

  constructor(
    private readonly base: () => string,
    /** No retry after this moment (the load is over). */
    private readonly hardStopAt: () => number = () => Number.POSITIVE_INFINITY,
  ) {}

  async call(path: string, options: CallOptions = {}): Promise<Answer> {
    const method = options.method ?? 'GET';
    this.stats.requests += 1;
    let answer: Answer;
    try {
      const res = await fetch(`${this.base()}${path}`, {
        method,
        headers: {
          ...options.headers,
          ...(options.token && { 'x-auth-token': options.token }),
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
        ...(options.rawBody !== undefined && { body: options.rawBody }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
      const buffer = Buffer.from(await res.arrayBuffer());
      const text = res.headers.get('content-type')?.includes('json') ? buffer.toString('utf8') : '';
      let body: Answer['body'] = {};
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        body = {};
      }
      answer = { status: res.status, body, text, bytes: buffer.length };
    } catch (error) {
      this.stats.networkErrors += 1;
      answer = { status: 0, body: {}, text: String(error), bytes: 0 };
    }
    const key = String(answer.status);
    this.stats.byStatus[key] = (this.stats.byStatus[key] ?? 0) + 1;
    if ([401, 403, 404].includes(answer.status)) {
      this.stats.refusals.push({
        at: new Date().toISOString(),
        method,
        path: path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id').replace(/token=[^&]+/, 'token=…'),
        status: answer.status,
        body: answer.text.slice(0, 300),
      });
    }
    if (answer.status >= 500 && answer.status !== 503) {
      this.stats.serverErrors.push({
        at: new Date().toISOString(),
        method,
        path: path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id'),
        status: answer.status,
        body: answer.text.slice(0, 500),
      });
    }
    return answer;
  }

  /**
   * The same request again while the answer says "try again" (an outage, a killed process), as a client
   * does, for at most `budgetMs`. Requests that change something carry their own idempotency (a key, or a
   * rule such as one application per borrower), so a retry is safe — which the checks then verify.
   */
  async retrying(path: string, options: CallOptions = {}, budgetMs = 90_000): Promise<Answer> {
    const deadline = Math.min(Date.now() + budgetMs, this.hardStopAt());
    let delay = 250;
    for (;;) {
      const answer = await this.call(path, options);
      if (!retryable(answer.status) || Date.now() + delay > deadline) return answer;
      await sleep(delay);
      delay = Math.min(delay * 2, 4_000);
    }
  }
}
