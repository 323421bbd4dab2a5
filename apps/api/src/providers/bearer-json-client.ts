/**
 * What one HTTP exchange with a provider produced. `unreachable` covers timeouts and network failures: the
 * request may or may not have arrived, so callers turn it into `unknown`, never into a retry with a new
 * reference. `body` is the parsed JSON, or undefined when the answer was not JSON.
 */
export type ProviderReply =
  | { kind: 'answered'; httpStatus: number; body: unknown }
  | { kind: 'unreachable'; reason: string };

export type FetchLike = typeof fetch;

export interface BearerJsonConfig {
  /** Without a trailing slash. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <secret>` on every call; never in a reason this client produces. */
  secret: string;
  /** The whole exchange, response body included. */
  timeoutMs: number;
}

/**
 * JSON over HTTPS with one long-lived secret key as a Bearer token (Lenco, Flutterwave): no token endpoint,
 * so nothing to fetch, cache or refresh. `provider` names the other side in the reasons it gives.
 */
export class BearerJsonClient {
  constructor(
    private readonly provider: string,
    private readonly config: BearerJsonConfig,
    private readonly fetchImpl: FetchLike = fetch,
  ) {}

  get(path: string): Promise<ProviderReply> {
    return this.send('GET', path, undefined);
  }

  post(path: string, body: unknown): Promise<ProviderReply> {
    return this.send('POST', path, body);
  }

  private async send(method: 'GET' | 'POST', path: string, body: unknown): Promise<ProviderReply> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.config.secret}`,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      // One signal covers the whole exchange, body included: a response that stalls half-way is a timeout too.
      const response = await this.fetchImpl(`${this.config.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // A provider's API never redirects; following one would send the key elsewhere (ASVS v5.0.0-15.3.2).
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      const text = await response.text();
      return { kind: 'answered', httpStatus: response.status, body: parseJson(text) };
    } catch (error) {
      return { kind: 'unreachable', reason: this.describeFailure(error) };
    }
  }

  private describeFailure(error: unknown): string {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return `${this.provider} did not answer within ${this.config.timeoutMs} ms`;
    }
    // fetch's own messages ("fetch failed") and cause codes (ECONNREFUSED) carry no request data.
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `Could not reach ${this.provider} (${error instanceof Error ? error.message : 'network error'}${cause})`;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
