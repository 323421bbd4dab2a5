/**
 * One text people read (docs/decisions/022-languages-with-message-descriptors.md): a stable id and the
 * English text in ICU MessageFormat. The English is the text itself, so English needs no catalogue and
 * a missing translation falls back to it.
 */
export interface MessageDescriptor {
  readonly id: string;
  readonly message: string;
}

/** A catalogue: translated ICU messages by id (one JSON file per language). */
export type Catalogue = Readonly<Record<string, string>>;

/** Types a group of descriptors (react-intl's defineMessages, without the library). */
export function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

/**
 * Whether a message needs the ICU formatter: an argument, plural or select (`{`), or an escaped quote
 * (`''`). Anything else is printed as written, with no formatter loaded.
 */
export function needsFormatter(message: string): boolean {
  return message.includes('{') || message.includes("''");
}

/** The catalogue's text for the descriptor, or its English when the catalogue has none. */
export function pickMessage(catalogue: Catalogue | undefined, descriptor: MessageDescriptor): string {
  const translated = catalogue?.[descriptor.id];
  return typeof translated === 'string' && translated !== '' ? translated : descriptor.message;
}
