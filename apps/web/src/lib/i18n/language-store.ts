import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kwacha/shared/i18n/languages';
import type { Catalogue } from '@kwacha/shared/i18n/message-descriptor';

/**
 * The active language and its catalogue (docs/product.md §22,
 * docs/decisions/022-languages-with-message-descriptors.md). English has no catalogue: the descriptors are the English. Each other language's
 * catalogue (its per-screen JSON files joined in locales/bem.ts, ny.ts) is a chunk of its own, fetched only when that language is chosen, so English visitors
 * download nothing extra and the landing page stays within its budget (docs/performance.md).
 */
export interface LanguageState {
  language: Language;
  catalogue: Catalogue | undefined;
}

export const LANGUAGE_STORAGE_KEY = 'language';

const CATALOGUES: Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>>> = {
  bem: () => import('./locales/bem'),
  ny: () => import('./locales/ny'),
};

const catalogueOf = async (language: Language): Promise<Catalogue | undefined> =>
  language === 'en' ? undefined : (await CATALOGUES[language]()).default;

const ENGLISH: LanguageState = { language: DEFAULT_LANGUAGE, catalogue: undefined };
let state: LanguageState = ENGLISH;
// The language the page's HTML was rendered in: the build's pre-render sets it per language, the browser
// from the served HTML's <html lang> (loadStoredLanguage). Hydration renders in it, so it matches the HTML.
let hydration: LanguageState = ENGLISH;
const listeners = new Set<() => void>();
// The latest request wins when a person clicks through the choices faster than catalogues arrive.
let latestRequest = 0;

/**
 * `current` itself when it already is that language with that catalogue. useSyncExternalStore compares
 * the hydration snapshot with the active one by identity: an equal copy would make React re-render every
 * text at once, in one long task straight after hydration (docs/performance.md).
 */
const stateOf = (current: LanguageState, language: Language, catalogue: Catalogue | undefined) =>
  current.language === language && current.catalogue === catalogue ? current : { language, catalogue };

export function languageState(): LanguageState {
  return state;
}

/**
 * The server snapshot (use-t.ts): what pre-rendering and hydration render in, the language of the HTML
 * (English unless loadPageLanguage set another). Named when every pre-rendered page was English.
 */
export function englishState(): LanguageState {
  return hydration;
}

/**
 * Before pre-rendering a page in a language, or hydrating HTML declared in one (`<html lang>`,
 * loadStoredLanguage): loads its catalogue so the render matches the HTML. Anything but Bemba or Nyanja
 * is English.
 */
export async function loadPageLanguage(language: string): Promise<void> {
  const page = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  hydration = stateOf(state, page, await catalogueOf(page));
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language chosen on this device, if any (storage can throw in privacy modes). */
export function readStoredLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts until the page is closed.
  }
  // Also in the `language` cookie, for a year and site-wide: the server then sends the pre-rendered pages
  // in this language (apps/api/src/plugins/web-app.ts).
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve, and the value is one of three fixed words
  document.cookie = languageCookie(language, window.location.protocol === 'https:');
}

/** The `language` cookie as written: Secure whenever the page came over https (ASVS v5.0.0-3.3.1). */
export function languageCookie(language: Language, https: boolean): string {
  return `language=${language}; Path=/; Max-Age=31536000; SameSite=Lax${https ? '; Secure' : ''}`;
}

/**
 * Loads the language's catalogue, then makes it active: every text re-renders, `<html lang>` follows,
 * and the choice is kept on this device. A catalogue that fails to load (a dropped connection) leaves
 * the language as it was and rejects.
 */
export async function setLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  const catalogue = await catalogueOf(language);
  if (request !== latestRequest) return;
  storeLanguage(language);
  if (state.language === language && state.catalogue === catalogue) return;
  state = stateOf(hydration, language, catalogue);
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/**
 * Before the first render (main.tsx): the catalogue of the page's `<html lang>` (the server sent the
 * pre-rendered HTML in the cookie's language), which hydration renders in; then the language chosen on
 * this device, else the page's own, so the page shows it straight after. Storing it again also writes
 * the cookie for a choice made before the cookie existed.
 */
export async function loadStoredLanguage(): Promise<void> {
  await loadPageLanguage(document.documentElement.lang);
  const stored = readStoredLanguage() ?? hydration.language;
  if (stored !== state.language) await setLanguage(stored);
}
