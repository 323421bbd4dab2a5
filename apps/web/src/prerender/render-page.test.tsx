import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoot, AppRoutes } from '../app/app-root';
import { needsQueryClient, type PageLoader, preloadAll } from '../app/lazy-page';
import { routes } from '../app/router';
import { languageState, loadPageLanguage, loadStoredLanguage, setLanguage } from '../lib/i18n/language-store';
import { createQueryClient } from '../lib/query-client';
import { PRERENDERED_PAGE_MODULES, PRERENDERED_PATHS, prerenderedFile } from './public-paths';
import { renderPage } from './render-page';

const HEADINGS: Record<(typeof PRERENDERED_PATHS)[number], string> = {
  '/': 'Your Financial Journey, Simplified.',
  '/about-us': 'About Us',
  '/how-it-works': 'How It Works',
  '/loan-products': 'Loan Products',
  '/contact-us': 'Contact Us',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-use': 'Terms of Use',
  '/login': 'Login',
  '/register': 'Create your account',
};

/** A route element made by lazyPage (app/lazy-page.tsx), once preloaded. */
type LazyElement = ReactElement<{ page?: PageLoader }>;

let root: Root | undefined;
// Pages that fetch (the loan products, the session's me call) stay in their loading state here.
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  await loadPageLanguage('en');
});

/**
 * What main.tsx does with a pre-rendered page: its chunks (and client, if it fetches), then hydrate.
 * React reports a mismatch as a recoverable error (and renders afresh): the test says there was none.
 */
async function hydrate(path: string, html: string): Promise<HTMLElement> {
  const recovered: unknown[] = [];
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const elements = (matchRoutes(routes, path) ?? []).map((match) => match.route.element);
  await preloadAll(elements);
  const queryClient = needsQueryClient(elements) ? createQueryClient() : undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppRoot prerendered queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppRoot>,
      { onRecoverableError: (error) => recovered.push(error) },
    );
  });
  expect(recovered).toEqual([]);
  return container;
}

// docs/performance.md: the build pre-renders these pages signed out; the browser's first render
// must produce the same markup. A mismatch makes React log an error, which fails the test (test/setup.ts).
describe('pre-rendered public pages', () => {
  it.each(PRERENDERED_PATHS)(
    '%s: pre-rendered with its heading and title, and hydrates as it is',
    async (path) => {
      const { html, head } = await renderPage(path);
      expect(html).toContain(HEADINGS[path]);
      expect(head.title).toMatch(/Kwacha Loans$/);

      const container = await hydrate(path, html);
      expect(container.querySelector('h1')?.textContent).toBe(HEADINGS[path]);
    },
  );

  it('keeps a form from being sent before hydration: its submit button is enabled only by the app', async () => {
    const { html } = await renderPage('/login');
    const prerendered = document.createElement('div');
    prerendered.innerHTML = html;
    // Sent natively, the form would put the password in the address (a GET) and lose what was typed.
    expect(prerendered.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);

    const container = await hydrate('/login', html);
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
  });

  it('limits the date of birth to today only once hydrated: the page may have been built days before', async () => {
    const { html } = await renderPage('/register');
    const prerendered = document.createElement('div');
    prerendered.innerHTML = html;
    expect(prerendered.querySelector('input[type="date"]')?.hasAttribute('max')).toBe(false);

    const container = await hydrate('/register', html);
    const today = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
    expect(container.querySelector<HTMLInputElement>('input[type="date"]')?.max).toBe(today);
  });

  it('hydrates signed out even with a stored session, then checks it', async () => {
    const { html } = await renderPage('/about-us');
    localStorage.setItem('token', 'stored-token');
    const container = await hydrate('/about-us', html);
    // No mismatch was logged; the session is now being checked, so the guest links are gone.
    expect(container.querySelector('a[href="/login"]')).toBeNull();
  });

  it('names the file each page is written to', () => {
    expect(prerenderedFile('/')).toBe('prerendered/index.html');
    expect(prerenderedFile('/about-us')).toBe('prerendered/about-us.html');
    expect(prerenderedFile('/about-us', 'en')).toBe('prerendered/about-us.html');
    expect(prerenderedFile('/', 'bem')).toBe('prerendered/bem/index.html');
    expect(prerenderedFile('/privacy-policy', 'ny')).toBe('prerendered/ny/privacy-policy.html');
  });

  // The build preloads the chunk of the module PRERENDERED_PAGE_MODULES names (page-preloads.ts): it must
  // be the page the router renders there, or the HTML would preload a page nobody shows.
  it.each(PRERENDERED_PATHS)('names the module of the page the router renders at %s', async (path) => {
    const elements = (matchRoutes(routes, path) ?? []).map((match) => match.route.element);
    await preloadAll(elements);
    const rendered = elements.map((element) => (element as LazyElement | null)?.props?.page?.component);
    const module: Record<string, unknown> = await import(
      /* @vite-ignore */ `../${PRERENDERED_PAGE_MODULES[path].replace(/^src\//, '')}`
    );
    expect(Object.values(module).some((exported) => rendered.includes(exported as never))).toBe(true);
  });
});

/** main.tsx before hydrating: the catalogue of the HTML's `<html lang>`, then the device's language. */
async function loadLanguages(htmlLang: string) {
  document.documentElement.lang = htmlLang;
  await act(() => loadStoredLanguage());
}

// docs/product.md §22: each page is also pre-rendered in Bemba and Nyanja (the server picks by the
// language cookie), and the browser hydrates in the language the HTML declares, so nothing mismatches.
describe('pre-rendered public pages in Bemba and Nyanja', () => {
  it.each([
    ['bem', '/about-us', 'Pali Ifwe', 'Pali Ifwe | Kwacha Loans'],
    ['ny', '/privacy-policy', 'Zachinsinsi', 'Zachinsinsi | Kwacha Loans'],
    ['bem', '/', 'Ulwendo Lwenu ulwa Ndalama, Lwayanguka.', 'Kwacha Loans'],
    ['ny', '/login', 'Lowani', 'Lowani | Kwacha Loans'],
  ] as const)(
    '%s %s: pre-rendered in the language, and hydrates in it',
    async (language, path, heading, title) => {
      const { html, head } = await renderPage(path, language);
      expect(html).toContain(heading);
      expect(head.title).toBe(title);
      // A visitor whose cookie chose the language on this device, as its storage says.
      localStorage.setItem('language', language);
      await loadLanguages(language);
      const container = await hydrate(path, html);
      expect(container.querySelector('h1')?.textContent).toBe(heading);
    },
  );

  it('hydrates Bemba HTML in Bemba even before this device stored a choice, and keeps it', async () => {
    const { html } = await renderPage('/how-it-works', 'bem');
    // (test/setup.ts's switch back to English may have stored 'en' after the last test's clean-up)
    localStorage.removeItem('language');
    await loadLanguages('bem');
    expect(languageState().language).toBe('bem');
    expect(localStorage.getItem('language')).toBe('bem');
    const container = await hydrate('/how-it-works', html);
    expect(container.querySelector('h1')?.textContent).toBe('Ifyo Cibomba');
  });

  it('hydrates English HTML (the offline copy) in English, then shows the chosen language', async () => {
    const { html } = await renderPage('/terms-of-use', 'en');
    localStorage.setItem('language', 'ny');
    await loadLanguages('en');
    const container = await hydrate('/terms-of-use', html);
    expect(container.querySelector('h1')?.textContent).toBe('Malamulo Ogwiritsa Ntchito');
  });

  it('hydrates Nyanja HTML in Nyanja when this device says English, then shows English', async () => {
    const { html } = await renderPage('/contact-us', 'ny');
    await act(() => setLanguage('en'));
    await loadLanguages('ny');
    const container = await hydrate('/contact-us', html);
    expect(container.querySelector('h1')?.textContent).toBe('Contact Us');
  });
});
