import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGES, type Language } from '@kwacha/shared/i18n/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where the web build writes its pre-rendered public pages (apps/web/vite-prerender.ts). */
const PRERENDERED_DIR = 'prerendered';

/**
 * The pre-rendered pages in a build, by the path they answer: prerendered/index.html is `/`,
 * prerendered/about-us.html is `/about-us`.
 */
export function prerenderedPages(distDir: string): Map<string, string> {
  const dir = join(distDir, PRERENDERED_DIR);
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, `${PRERENDERED_DIR}/${file}`);
  }
  return pages;
}

type PageLanguage = Exclude<Language, 'en'>;
const PAGE_LANGUAGES = LANGUAGES.filter((language): language is PageLanguage => language !== 'en');

/**
 * The other languages' copies of a pre-rendered page the build wrote beside it
 * (prerendered/bem/about-us.html for prerendered/about-us.html), by language.
 */
function languageVariants(distDir: string, file: string): Partial<Record<PageLanguage, string>> {
  const variants: Partial<Record<PageLanguage, string>> = {};
  for (const language of PAGE_LANGUAGES) {
    const variant = file.replace(`${PRERENDERED_DIR}/`, `${PRERENDERED_DIR}/${language}/`);
    if (variant !== file && existsSync(join(distDir, variant))) variants[language] = variant;
  }
  return variants;
}

/**
 * The language the browser keeps in its `language` cookie (apps/web/src/lib/i18n/language-store.ts),
 * when it is one a page is pre-rendered in besides English; anything else, or none, is English.
 */
export function cookieLanguage(cookieHeader: string | undefined): PageLanguage | undefined {
  const value = /(?:^|;)\s*language=([^;]*)/.exec(cookieHeader ?? '')?.[1]?.trim();
  return PAGE_LANGUAGES.find((language) => language === value);
}

/**
 * Serves the built single-page app from `distDir`: hashed files under /assets/ cached for a year,
 * pre-compressed .br/.gz copies when the browser accepts them, each public page's pre-rendered HTML
 * for its path (docs/architecture.md §14) in the language of the `language` cookie (English without
 * one; `Vary: Cookie`, docs/product.md §22), and index.html for every other non-API path so that
 * client-side routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run `npm run build`)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    preCompressed: true,
    // `/` is answered below: the pre-rendered landing page, or index.html in a build without one.
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  const pages = prerenderedPages(distDir);
  if (!pages.has('/')) pages.set('/', 'index.html');
  for (const [path, file] of pages) {
    const variants = languageVariants(distDir, file);
    const translated = Object.keys(variants).length > 0;
    // More specific than the static wildcard, so these win; HEAD comes with GET.
    app.get(path, (request, reply) => {
      const language = translated ? cookieLanguage(request.headers.cookie) : undefined;
      // The answer depends on the cookie: a shared cache must not give one reader's page to another.
      if (translated) reply.header('vary', 'Cookie');
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile((language && variants[language]) ?? file);
    });
  }
  return true;
}

export function isSpaRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api') &&
    !path.startsWith('/assets/')
  );
}

export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
