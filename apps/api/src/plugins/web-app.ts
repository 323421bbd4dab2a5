import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_SUPPORT_EMAIL } from '@kwacha/shared/contact/support-email';
import { LANGUAGES, type Language } from '@kwacha/shared/i18n/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PageRewrite, pageRewrite } from './page-rewrites';

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

export interface WebAppOptions {
  /**
   * The payment simulator serves some channel: every page says at its top that no real money moves
   * (docs/product.md §13.5). Written by the server, outside React's root, so it is there before any script
   * runs, in the page's language, and in the copies the service worker keeps for offline use.
   */
  demonstration?: boolean;
  /** SUPPORT_EMAIL: written into the pages when it is not the address the build shows (page-rewrites.ts). */
  supportEmail?: string;
}

/** Sends one of the build's HTML files: from disk as built, or from memory as `rewrite` changed it. */
type HtmlSender = (reply: FastifyReply, file: string, language: Language) => FastifyReply;

function htmlSender(distDir: string, rewrite: PageRewrite | undefined): HtmlSender {
  const html = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  if (!rewrite) return (reply, file) => html(reply).sendFile(file);
  const pages = new Map<string, string>();
  return (reply, file, language) => {
    const key = `${language}:${file}`;
    let page = pages.get(key);
    if (page === undefined) {
      page = rewrite(readFileSync(join(distDir, file), 'utf8'), language);
      pages.set(key, page);
    }
    // Compressed on the way out by @fastify/compress (a changed page does without the build's copies).
    return html(reply).send(page);
  };
}

/** Every HTML file of the build, as a path under `distDir` (the service worker asks for them by name). */
function htmlFiles(distDir: string, dir = ''): string[] {
  return readdirSync(join(distDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(distDir, path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** What `registerWebApp` gives the not-found handler: the app's shell for a client-side route. */
export type SpaIndex = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Serves the built single-page app from `distDir`: hashed files under /assets/ cached for a year,
 * pre-compressed .br/.gz copies when the browser accepts them, each public page's pre-rendered HTML
 * for its path (docs/performance.md) in the language of the `language` cookie (English without
 * one; `Vary: Cookie`, docs/product.md §22), and index.html for every other non-API path so that
 * client-side routes survive a reload. Returns how to answer with that index.html, or undefined when
 * there is no build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions = {},
): Promise<SpaIndex | undefined> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run `npm run build`)');
    return undefined;
  }
  const rewrite = pageRewrite({
    demonstration: options.demonstration ?? false,
    supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
  });
  const sendHtml = htmlSender(distDir, rewrite);
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
      return sendHtml(reply, (language && variants[language]) ?? file, language ?? 'en');
    });
  }
  if (rewrite) {
    // The files by their own names too (the service worker's offline copies), each in its own language.
    for (const file of htmlFiles(distDir)) {
      const language = PAGE_LANGUAGES.find((l) => file.startsWith(`${PRERENDERED_DIR}/${l}/`)) ?? 'en';
      app.get(`/${file}`, (_request, reply) => sendHtml(reply, file, language));
    }
  }
  return (request, reply) => sendHtml(reply, 'index.html', cookieLanguage(request.headers.cookie) ?? 'en');
}

export function isSpaRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api') &&
    !path.startsWith('/assets/')
  );
}
