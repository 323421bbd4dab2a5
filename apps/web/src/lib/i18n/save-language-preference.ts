import type { Language } from '@kwacha/shared/i18n/languages';
import { apiFetch } from '../api-client';

/** PATCH /api/me/language: the signed-in person's language, for the app, e-mails and texts. */
export async function saveLanguagePreference(language: Language): Promise<void> {
  await apiFetch('/api/me/language', { method: 'PATCH', body: { language } });
}
