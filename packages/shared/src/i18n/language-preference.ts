import { z } from 'zod';
import { LANGUAGES } from './languages';

export const LANGUAGE_CHOICE_MESSAGE = 'Choose English, Ichibemba or Chinyanja.';

/** PATCH /api/me/language (docs/product.md §22). */
export const languagePreferenceRequestSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: LANGUAGE_CHOICE_MESSAGE }),
});
export type LanguagePreferenceRequest = z.infer<typeof languagePreferenceRequestSchema>;

export const languagePreferenceSchema = z.object({ language: z.enum(LANGUAGES) });

export const LANGUAGE_SAVED_MESSAGE = 'Language saved.';
