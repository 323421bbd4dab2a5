import { formatMessage, type MessageValues } from '../format-message';
import type { Language } from '../languages';
import type { Catalogue, MessageDescriptor } from '../message-descriptor';
import bem from './bem.json';
import ny from './ny.json';

/**
 * The server's catalogues (texts and e-mails to a borrower, docs/product.md §22): the same descriptors,
 * ICU and fallback to English as the web app's. Small, so both are simply imported.
 */
export const SERVER_CATALOGUES: Readonly<Record<Exclude<Language, 'en'>, Catalogue>> = { bem, ny };

/** The descriptor in the person's language (English without one, or when it is not translated). */
export function translate(
  language: Language | null | undefined,
  descriptor: MessageDescriptor,
  values?: MessageValues,
): string {
  const chosen = language ?? 'en';
  return formatMessage(chosen, chosen === 'en' ? undefined : SERVER_CATALOGUES[chosen], descriptor, values);
}
