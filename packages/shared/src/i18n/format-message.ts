import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { intlLocale, LANGUAGE_LOCALES } from './intl-locale';
import type { Language } from './languages';
import { type Catalogue, type MessageDescriptor, pickMessage } from './message-descriptor';

export type MessageValues = Record<string, PrimitiveType>;

// Here rather than beside pickMessage: that module is in the web app's entry, this one never is.
/**
 * Whether a message needs the ICU formatter: an argument, plural or select (`{`), or an escaped quote
 * (`''`). Anything else is printed as written, with no formatter loaded.
 */
export function needsFormatter(message: string): boolean {
  return message.includes('{') || message.includes("''");
}

// intlLocale has already settled which tag Intl formats with, so a formatter takes it as it is. FormatJS
// would ask Intl.NumberFormat.supportedLocalesOf again for every message: the first such call of a page
// lists every locale the runtime has, a long task in a signed-in page's first render on a slow phone
// (docs/performance.md). Without Intl.Locale the formatter goes on without a resolved locale, as
// FormatJS's own check does.
IntlMessageFormat.resolveLocale = (locales) =>
  typeof Intl.Locale === 'undefined'
    ? undefined
    : new Intl.Locale(typeof locales === 'string' ? locales : (locales[0] ?? LANGUAGE_LOCALES.en));

// Parsing a message is the costly part; a formatter is kept per language and text.
const formatters = new Map<string, IntlMessageFormat>();

function formatterFor(language: Language, message: string): IntlMessageFormat {
  const key = `${language}\u0000${message}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, intlLocale(language));
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats a descriptor in a language with FormatJS's intl-messageformat (ICU plurals, Intl numbers and
 * dates; docs/decisions/022-languages-with-message-descriptors.md). A translation that cannot be
 * formatted (a broken catalogue entry) falls back to the English rather than failing the page or the
 * message.
 */
export function formatMessage(
  language: Language,
  catalogue: Catalogue | undefined,
  descriptor: MessageDescriptor,
  values: MessageValues = {},
): string {
  const message = pickMessage(catalogue, descriptor);
  if (!needsFormatter(message)) return message;
  try {
    return String(formatterFor(language, message).format(values));
  } catch (error) {
    if (message === descriptor.message) throw error;
    return String(formatterFor('en', descriptor.message).format(values));
  }
}
