import type { Language } from './languages';

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  bem: 'Ichibemba',
  ny: 'Chinyanja',
};
