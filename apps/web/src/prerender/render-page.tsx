import type { Language } from '@kwacha/shared/i18n/languages';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppRoot, AppRoutes } from '../app/app-root';
import { needsQueryClient, preloadAll } from '../app/lazy-page';
import { routes } from '../app/router';
import { loadPageLanguage } from '../lib/i18n/language-store';
import { type PageHead, PageHeadContext } from '../lib/page-head';
import { loadQueryClient } from '../lib/query-client-on-demand';

export { LANGUAGES } from '@kwacha/shared/i18n/languages';
export { PRERENDERED_PAGE_MODULES, PRERENDERED_PATHS, prerenderedFile } from './public-paths';

/**
 * The build's server entry (vite-prerender.ts): one public page as a signed-out visitor's HTML in a
 * language, the same tree main.tsx hydrates (docs/performance.md). The page's chunk is loaded first,
 * as in the browser, so nothing is left loading; data a page fetches (the loan products list) renders in
 * its loading state, which is also what the browser's first render shows. The texts are the language's
 * (the hydration snapshot of lib/i18n/language-store.ts), as the browser hydrates the HTML in the language
 * its `<html lang>` declares.
 */
export async function renderPage(
  path: string,
  language: Language = 'en',
): Promise<{ html: string; head: PageHead }> {
  await loadPageLanguage(language);
  const elements = (matchRoutes(routes, path) ?? []).map((match) => match.route.element);
  await preloadAll(elements);
  // As main.tsx decides: a page that fetches renders with a client, and the same markup in the browser.
  const queryClient = needsQueryClient(elements) ? await loadQueryClient() : undefined;
  const head: PageHead = {};
  const html = renderToString(
    <PageHeadContext value={head}>
      <AppRoot prerendered queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppRoot>
    </PageHeadContext>,
  );
  return { html, head };
}
