import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kwacha/shared/i18n/languages';
import type { Catalogue } from '@kwacha/shared/i18n/message-descriptor';

/**
 * The active language and its catalogue (docs/product.md §22,
 * docs/decisions/022-languages-with-message-descriptors.md). English has no catalogue: the descriptors are the English. Each other language's
 * catalogue (its per-screen JSON files joined in locales/bem.ts, ny.ts) is a chunk of its own, fetched only when that language is chosen, so English visitors
 * download nothing extra and the landing page stays within its budget (docs/architecture.md §14).
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

const ENGLISH: LanguageState = { language: DEFAULT_LANGUAGE, catalogue: undefined };
let state: LanguageState = ENGLISH;
const listeners = new Set<() => void>();
// The latest request wins when a person clicks through the choices faster than catalogues arrive.
let latestRequest = 0;

export function languageState(): LanguageState {
  return state;
}

/** Pre-rendering and hydration always see English, as the pre-rendered HTML is. */
export function englishState(): LanguageState {
  return ENGLISH;
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
}

/**
 * Loads the language's catalogue, then makes it active: every text re-renders, `<html lang>` follows,
 * and the choice is kept on this device. A catalogue that fails to load (a dropped connection) leaves
 * the language as it was and rejects.
 */
export async function setLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  const catalogue = language === 'en' ? undefined : (await CATALOGUES[language]()).default;
  if (request !== latestRequest) return;
  storeLanguage(language);
  if (state.language === language && state.catalogue === catalogue) return;
  state = { language, catalogue };
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** Before the first render (main.tsx): the language chosen on this device, so the page starts in it. */
export function loadStoredLanguage(): Promise<void> {
  const stored = readStoredLanguage();
  return stored === undefined || stored === state.language ? Promise.resolve() : setLanguage(stored);
}
