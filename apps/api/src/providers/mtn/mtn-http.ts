/**
 * One HTTP exchange with MoMo, bounded by the configured timeout. Anything that leaves us without an
 * answer (timeout, refused connection, reset) becomes MtnUnavailableError, which the ports turn into
 * `{ state: 'unknown' }`. Its message never carries headers or bodies: they hold credentials and tokens.
 */
export class MtnUnavailableError extends Error {
  override name = 'MtnUnavailableError';
}

export interface MtnResponse {
  status: number;
  /** Parsed JSON, or null for an empty body (202 Accepted) or one that is not JSON. */
  body: unknown;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export async function sendToMtn(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<MtnResponse> {
  try {
    // The same signal bounds reading the body, so a server that stalls mid-answer also times out.
    const response = await fetchImpl(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, body: parseJson(text) };
  } catch (error) {
    throw new MtnUnavailableError(describeFailure(error, timeoutMs));
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `MTN did not answer within ${timeoutMs} ms`;
  }
  // undici puts the system error (ECONNREFUSED, ECONNRESET, ENOTFOUND…) in `cause`; only its code is kept.
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : 'network error';
  return `MTN could not be reached (${code})`;
}

/** MoMo's error body is `{ code, message }`; the code alone is safe and useful in a failure reason. */
export function mtnErrorCode(body: unknown): string | null {
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  return null;
}
