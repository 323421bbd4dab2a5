import type { LencoConfig } from './lenco-config';

/**
 * What one HTTP exchange with Lenco produced. `unreachable` covers timeouts and network failures: the
 * request may or may not have arrived, so callers turn it into `unknown`, never into a retry with a new
 * reference. `body` is the parsed JSON, or undefined when the answer was not JSON.
 */
export type LencoReply =
  | { kind: 'answered'; httpStatus: number; body: unknown }
  | { kind: 'unreachable'; reason: string };

export type FetchLike = typeof fetch;

/**
 * Lenco authenticates with one long-lived secret key sent as `Authorization: Bearer <key>` on every
 * call: there is no token endpoint, so nothing to fetch, cache or refresh. The key never appears in a
 * reason or error this client produces.
 */
export class LencoClient {
  constructor(
    private readonly config: LencoConfig,
    private readonly fetchImpl: FetchLike = fetch,
  ) {}

  get(path: string): Promise<LencoReply> {
    return this.send('GET', path, undefined);
  }

  post(path: string, body: unknown): Promise<LencoReply> {
    return this.send('POST', path, body);
  }

  private async send(method: 'GET' | 'POST', path: string, body: unknown): Promise<LencoReply> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.config.apiKey}`,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      // One signal covers the whole exchange, body included: a response that stalls half-way is a timeout too.
      const response = await this.fetchImpl(`${this.config.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      const text = await response.text();
      return { kind: 'answered', httpStatus: response.status, body: parseJson(text) };
    } catch (error) {
      return { kind: 'unreachable', reason: describeFailure(error, this.config.timeoutMs) };
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return `Lenco did not answer within ${timeoutMs} ms`;
  // fetch's own messages ("fetch failed") and cause codes (ECONNREFUSED) carry no request data.
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `Could not reach Lenco (${error instanceof Error ? error.message : 'network error'}${cause})`;
}
