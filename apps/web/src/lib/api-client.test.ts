import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, NETWORK_ERROR_MESSAGE } from './api-client';
import { setLanguage } from './i18n/language-store';

function mockFetch(response: Response | { throws: unknown }) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    if ('throws' in response) throw response.throws;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiFetch', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('sends the stored token as x-auth-token and a JSON body, and returns the envelope', async () => {
    localStorage.setItem('token', 'abc.def');
    const fetchMock = mockFetch(
      json({ success: true, message: 'Logged in', msg: 'Logged in', data: { id: 7 } }),
    );

    const result = await apiFetch<{ id: number }>('/api/auth/login', { method: 'POST', body: { a: 1 } });

    expect(result).toEqual({
      status: 200,
      success: true,
      message: 'Logged in',
      msg: 'Logged in',
      data: { id: 7 },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    const headers = new Headers(init?.headers);
    expect(headers.get('x-auth-token')).toBe('abc.def');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
  });

  it('names the active language in Accept-Language on every call, so the server answers in it', async () => {
    const fetchMock = mockFetch(json({ success: true, data: null }));
    await apiFetch('/api/dashboard');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('accept-language')).toBe('en');

    await act(() => setLanguage('bem'));
    await apiFetch('/api/me/language', { method: 'PATCH', body: { language: 'bem' } });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('accept-language')).toBe('bem');

    await act(() => setLanguage('ny'));
    await apiFetch('/api/dashboard', { headers: { 'Idempotency-Key': 'k' } });
    const headers = new Headers(fetchMock.mock.calls[2]?.[1]?.headers);
    expect(headers.get('accept-language')).toBe('ny');
    expect(headers.get('idempotency-key')).toBe('k');
    await act(() => setLanguage('en'));
  });

  it('sends no token header without a stored token', async () => {
    const fetchMock = mockFetch(json({ success: true, data: [] }));
    await apiFetch('/api/loan-applications/my-loans');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('x-auth-token')).toBe(false);
  });

  it('maps an error envelope to ApiError', async () => {
    const body = {
      success: false,
      message: 'Please check the form.',
      msg: 'Please check the form.',
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid input',
        details: [{ field: 'email', msg: 'Email is invalid', message: 'Email is invalid' }],
      },
    };
    mockFetch(json(body, { status: 400 }));

    const error = await caught(apiFetch('/api/auth/register', { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Please check the form.');
    expect(error.details).toEqual([{ field: 'email', msg: 'Email is invalid', message: 'Email is invalid' }]);
    expect(error.body).toEqual(body);
  });

  it('reads retryAfter from the body, else from the Retry-After header', async () => {
    mockFetch(
      json(
        { success: false, message: 'Slow down', retryAfter: 42, error: { code: 'RATE_LIMITED' } },
        { status: 429 },
      ),
    );
    expect((await caught(apiFetch('/api/x'))).retryAfter).toBe(42);

    mockFetch(
      json(
        { success: false, message: 'Slow down', error: { code: 'RATE_LIMITED' } },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    );
    const error = await caught(apiFetch('/api/x'));
    expect(error.retryAfter).toBe(30);
    expect(error.code).toBe('RATE_LIMITED');
  });

  it('turns a network failure into a clear ApiError with status 0', async () => {
    mockFetch({ throws: new TypeError('Failed to fetch') });
    const error = await caught(apiFetch('/api/x'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('turns a non-JSON answer into an ApiError keeping the raw text', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(apiFetch('/api/x'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.body).toBe('<html>Bad gateway</html>');
  });

  it('rethrows an abort as is', async () => {
    const controller = new AbortController();
    controller.abort();
    mockFetch({ throws: new DOMException('Aborted', 'AbortError') });
    await expect(apiFetch('/api/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
