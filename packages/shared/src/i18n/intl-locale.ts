import type { Language } from './languages';

/**
 * The BCP 47 tags for numbers, dates and plural rules in Zambia. Where a runtime's Intl lacks one
 * (Chromium ships no Nyanja number data, for instance) intlLocale falls back to en-ZM.
 */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-ZM',
  bem: 'bem-ZM',
  ny: 'ny-ZM',
};

const supported = new Map<Language, string>();

/**
 * The locale tag Intl formats with for this language: its own when supported, else en-ZM. English needs
 * no check (en-ZM is the fallback): the first `supportedLocalesOf` of a page lists every locale the
 * runtime has, which slows a signed-in page's first render on a slow phone (docs/performance.md).
 */
export function intlLocale(language: Language): string {
  if (language === 'en') return LANGUAGE_LOCALES.en;
  let tag = supported.get(language);
  if (tag === undefined) {
    const own = LANGUAGE_LOCALES[language];
    tag =
      Intl.NumberFormat.supportedLocalesOf(own).length > 0 &&
      Intl.PluralRules.supportedLocalesOf(own).length > 0
        ? own
        : LANGUAGE_LOCALES.en;
    supported.set(language, tag);
  }
  return tag;
}
