import type { Language } from '@kwacha/shared/i18n/languages';
import { readStoredToken } from '../session/session-storage';
import { setLanguage } from './language-store';
import { saveLanguagePreference } from './save-language-preference';

/**
 * A person picked a language in a switcher: use it here and now, and for a signed-in person also keep
 * it on their account so a new sign-in, on any device, starts in it (docs/product.md §22). Only the
 * switchers import this (the footer's is a chunk of its own), so the API client stays out of the entry.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  if (readStoredToken() === null) return;
  await saveLanguagePreference(language);
}
