import { PRERENDERED_PATHS } from './public-paths';

/**
 * How the service worker answers a pre-rendered public page (vite-service-worker.ts, docs/product.md §21
 * and §22). Only the English HTML is precached (the other languages would cost every visitor's data):
 * - no `language` cookie, English, or a browser whose service worker cannot read cookies (the Cookie Store
 *   API: Chromium yes, Firefox and Safari not yet): the precached English page, at once, as before;
 * - a Bemba or Nyanja cookie: the server's page, which it sends in that language; offline, the precached
 *   English page, which hydrates in English (its `<html lang>`) and switches to the reader's language
 *   straight after, so it never mismatches.
 */
const names = PRERENDERED_PATHS.map((path) => path.slice(1)).filter(Boolean);

/** A page's URL (workbox matches a RegExp route against the whole address). */
export const PRERENDERED_PAGE_URL = new RegExp(`^https?://[^/]+/(?:${names.join('|')})?(?:\\?.*)?$`);

/** A page's path and query (what the navigation fallback's deny list is matched against). */
export const PRERENDERED_PAGE_PATH = new RegExp(`^/(?:${names.join('|')})?(?:\\?.*)?$`);

/** The part of ServiceWorkerGlobalScope this uses; cookieStore is missing where it is not supported. */
interface CookieReader {
  cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
}

/**
 * The route's handler. The service worker gets its source text (workbox-build writes `handler.toString()`
 * into sw.js), so it may use only its arguments and the worker's globals: nothing imported, no constant
 * of this module.
 */
export async function prerenderedPageHandler({
  request,
  url,
}: {
  request: Request;
  url: URL;
}): Promise<Response> {
  const file = url.pathname === '/' ? '/prerendered/index.html' : `/prerendered${url.pathname}.html`;
  // Precached under its file's address with a revision in the query.
  const english = () => caches.match(file, { ignoreSearch: true, ignoreVary: true });
  let language: string | undefined;
  try {
    language = (await (self as unknown as CookieReader).cookieStore?.get('language'))?.value;
  } catch {
    language = undefined;
  }
  if (language !== 'bem' && language !== 'ny') return (await english()) ?? fetch(request);
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await english();
    if (cached) return cached;
    throw error;
  }
}
