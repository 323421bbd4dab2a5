/**
 * The languages of the interface, e-mails and texts (docs/product.md §22). No zod here: the web app's
 * entry bundle imports this file (docs/architecture.md §14).
 */
export const LANGUAGES = ['en', 'bem', 'ny'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  bem: 'Ichibemba',
  ny: 'Chinyanja',
};

/**
 * The BCP 47 tags for numbers, dates and plural rules in Zambia. Where a runtime's Intl lacks one
 * (Chromium ships no Nyanja number data, for instance) intlLocale falls back to en-ZM.
 */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-ZM',
  bem: 'bem-ZM',
  ny: 'ny-ZM',
};

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

const supported = new Map<Language, string>();

/** The locale tag Intl formats with for this language: its own when supported, else en-ZM. */
export function intlLocale(language: Language): string {
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
