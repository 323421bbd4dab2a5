import type { Language } from '@kwacha/shared/i18n/languages';
import { readStoredToken } from '../session/session-storage';
import { setLanguage } from './language-store';

/**
 * A person picked a language in a switcher: use it here and now, and for a signed-in person also keep
 * it on their account so a new sign-in, on any device, starts in it (docs/product.md §22). The call is
 * in a chunk of its own, with the API client, fetched only when there is a session.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  if (readStoredToken() === null) return;
  const { saveLanguagePreference } = await import('./save-language-preference');
  await saveLanguagePreference(language);
}
