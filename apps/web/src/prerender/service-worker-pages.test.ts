import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_PAGE_PATH, PRERENDERED_PAGE_URL, prerenderedPageHandler } from './service-worker-pages';

// What sw.js gets: the handler's source text, evaluated on its own (vite-service-worker.ts).
const handler = new Function(
  `return (${prerenderedPageHandler.toString()})`,
)() as typeof prerenderedPageHandler;

const englishPage = new Response('<html lang="en">About Us</html>');
const bembaPage = () => new Response('<html lang="bem">Pali Ifwe</html>');

function worker({ cookie, online = true }: { cookie?: string | null; online?: boolean }) {
  const match = vi.fn(async (url: string) =>
    url === '/prerendered/about-us.html' ? englishPage : undefined,
  );
  vi.stubGlobal('caches', { match });
  const fetchMock = vi.fn(async () => {
    if (!online) throw new TypeError('Failed to fetch');
    return bembaPage();
  });
  vi.stubGlobal('fetch', fetchMock);
  const store =
    cookie === undefined ? undefined : { get: async () => (cookie === null ? null : { value: cookie }) };
  Object.defineProperty(self, 'cookieStore', { value: store, configurable: true });
  const url = new URL('https://kwachaloans.co.zm/about-us?ref=footer');
  return { match, fetchMock, answer: () => handler({ request: new Request(url), url }) };
}

afterEach(() => {
  Object.defineProperty(self, 'cookieStore', { value: undefined, configurable: true });
});

describe('the service worker answering a pre-rendered page (docs/product.md §21, §22)', () => {
  it('answers an English reader from the precache at once, without the network', async () => {
    for (const cookie of [null, 'en', 'fr']) {
      const sw = worker({ cookie });
      expect(await sw.answer()).toBe(englishPage);
      expect(sw.match).toHaveBeenCalledWith('/prerendered/about-us.html', {
        ignoreSearch: true,
        ignoreVary: true,
      });
      expect(sw.fetchMock).not.toHaveBeenCalled();
    }
  });

  it('answers from the precache where the worker cannot read cookies, as before', async () => {
    const sw = worker({});
    expect(await sw.answer()).toBe(englishPage);
    expect(sw.fetchMock).not.toHaveBeenCalled();
  });

  it("asks the server for a Bemba reader's page, which it sends in Bemba", async () => {
    const sw = worker({ cookie: 'bem' });
    expect(await (await sw.answer()).text()).toBe('<html lang="bem">Pali Ifwe</html>');
    expect(sw.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to the precached English page offline, which hydrates in English and then switches', async () => {
    const sw = worker({ cookie: 'ny', online: false });
    expect(await sw.answer()).toBe(englishPage);
  });

  it('routes exactly the nine public pages', () => {
    for (const path of ['/', '/about-us', '/terms-of-use?x=1', '/login', '/register']) {
      expect(PRERENDERED_PAGE_URL.test(`https://kwachaloans.co.zm${path}`), path).toBe(true);
      expect(PRERENDERED_PAGE_PATH.test(path), path).toBe(true);
    }
    for (const path of [
      '/dashboard',
      '/about-us/x',
      '/prerendered/about-us.html',
      '/api/auth/me',
      '/index.html',
    ]) {
      expect(PRERENDERED_PAGE_URL.test(`https://kwachaloans.co.zm${path}`), path).toBe(false);
      expect(PRERENDERED_PAGE_PATH.test(path), path).toBe(false);
    }
  });
});
