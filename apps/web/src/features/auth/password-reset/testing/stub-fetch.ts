import { vi } from 'vitest';

/**
 * Replaces fetch with one answer for every call: `body` as JSON, or as it is when a string (a proxy's HTML
 * page). With `hold`, answers wait until `release()`, to see the page while it sends.
 */
export function stubFetch(status: number, body: unknown, { hold = false } = {}) {
  let release: () => void = () => {};
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    await gate;
    return typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}
