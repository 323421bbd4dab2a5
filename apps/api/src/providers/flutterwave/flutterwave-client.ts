import type { CardPaymentsConfig } from '../../config';

/**
 * What one HTTP exchange with Flutterwave produced. `unreachable` covers timeouts and network failures:
 * the request may or may not have arrived.
 */
export type FlutterwaveReply =
  | { kind: 'answered'; httpStatus: number; body: unknown }
  | { kind: 'unreachable'; reason: string };

export type FetchLike = typeof fetch;

/**
 * Flutterwave's v3 API authenticates every call with `Authorization: Bearer <secret key>`
 * (https://developer.flutterwave.com/docs/authentication). The key never appears in a reason this
 * client produces. Every call has FLUTTERWAVE_TIMEOUT_MS, response body included.
 */
export class FlutterwaveClient {
  constructor(
    private readonly config: Pick<CardPaymentsConfig, 'baseUrl' | 'timeoutMs'> & { secretKey: string },
    private readonly fetchImpl: FetchLike = fetch,
  ) {}

  get(path: string): Promise<FlutterwaveReply> {
    return this.send('GET', path, undefined);
  }

  post(path: string, body: unknown): Promise<FlutterwaveReply> {
    return this.send('POST', path, body);
  }

  private async send(method: 'GET' | 'POST', path: string, body: unknown): Promise<FlutterwaveReply> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.config.secretKey}`,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await this.fetchImpl(`${this.config.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      const text = await response.text();
      return { kind: 'answered', httpStatus: response.status, body: parseJson(text) };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      const reason =
        name === 'TimeoutError' || name === 'AbortError'
          ? `Flutterwave did not answer within ${this.config.timeoutMs} ms`
          : `Could not reach Flutterwave (${error instanceof Error ? error.message : 'network error'})`;
      return { kind: 'unreachable', reason };
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
