import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './api-client';
import { setUnauthorizedHandler } from './unauthorized-handler';
import { percentOf, uploadWithProgress } from './upload-with-progress';

/** The one request the helper made, driven by the test. */
let current: FakeXhr | undefined;

class FakeXhr {
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  method = '';
  url = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  getResponseHeader(name: string) {
    return name === 'Retry-After' ? '30' : null;
  }
  send() {
    current = this;
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.events.dispatchEvent(new Event('load'));
  }
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
}

const sent = () => {
  if (!current) throw new Error('nothing sent');
  return current;
};

afterEach(() => {
  current = undefined;
});

function start(options: Partial<Parameters<typeof uploadWithProgress>[1]> = {}) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem('token', 'session-token');
  return uploadWithProgress('/api/kyc/documents/selfie', { method: 'PUT', body: new FormData(), ...options });
}

describe('uploadWithProgress', () => {
  it('sends the session, reports progress and resolves with the envelope', async () => {
    const progress: number[] = [];
    const done = start({ onProgress: (p) => progress.push(percentOf(p)) });
    const xhr = sent();
    expect([xhr.method, xhr.url, xhr.headers['x-auth-token'], xhr.headers['Accept-Language']]).toEqual([
      'PUT',
      '/api/kyc/documents/selfie',
      'session-token',
      'en',
    ]);
    xhr.upload.dispatchEvent(new ProgressEvent('progress', { loaded: 1, total: 3, lengthComputable: true }));
    xhr.upload.dispatchEvent(new ProgressEvent('progress', { loaded: 5, total: 0, lengthComputable: false }));
    xhr.answer(200, JSON.stringify({ success: true, message: 'Your photo was saved.', data: { ok: 1 } }));
    // 1 of 3 bytes = 33%; an unknown total counts as 0% until the answer.
    expect(progress).toEqual([33, 0]);
    await expect(done).resolves.toMatchObject({
      status: 200,
      message: 'Your photo was saved.',
      data: { ok: 1 },
    });
  });

  it("turns a refusal into the ApiError every screen words, with the header's wait", async () => {
    const done = start();
    sent().answer(
      429,
      JSON.stringify({ success: false, message: 'Slow down.', error: { code: 'TOO_MANY_REQUESTS' } }),
    );
    const error = await done.catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.code, error.message, error.retryAfter]).toEqual([
      429,
      'TOO_MANY_REQUESTS',
      'Slow down.',
      30,
    ]);
  });

  it('says the server could not be reached, and that an answer was not JSON', async () => {
    const broken = start();
    sent().fail();
    await expect(broken).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    const garbled = start();
    sent().answer(200, '<html>proxy page</html>');
    await expect(garbled).rejects.toMatchObject({ status: 502, code: 'INVALID_RESPONSE' });
  });

  it('ends the session on a 401 and rejects with an AbortError when cancelled', async () => {
    const signOut = vi.fn();
    const unregister = setUnauthorizedHandler(signOut);
    const refused = start();
    sent().answer(401, JSON.stringify({ success: false, message: 'Session expired.', error: { code: 'X' } }));
    await expect(refused).rejects.toMatchObject({ status: 401 });
    expect(signOut).toHaveBeenCalledOnce();
    unregister();

    const controller = new AbortController();
    const cancelled = start({ signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
