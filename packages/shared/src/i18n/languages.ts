/**
 * The languages of the interface, e-mails and texts (docs/product.md §22). No zod here: the web app's
 * entry bundle imports this file (docs/performance.md).
 */
export const LANGUAGES = ['en', 'bem', 'ny'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}
