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

/**
 * A group of descriptors, react-intl's defineMessages without the library: each key's id is
 * `<scope>.<key>` (`defineMessages('nav', { myLoans: 'My Loans' })` gives `nav.myLoans`). The ids are
 * built when the module loads rather than written out, so the bundles carry the English and the keys
 * but not a third copy of each name (the landing page's budget, docs/performance.md).
 */
export function defineMessages<const T extends Record<string, string>>(
  scope: string,
  messages: T,
): { readonly [K in keyof T]: MessageDescriptor } {
  const descriptors: Record<string, MessageDescriptor> = {};
  for (const key in messages) descriptors[key] = { id: `${scope}.${key}`, message: messages[key] as string };
  return descriptors as { readonly [K in keyof T]: MessageDescriptor };
}

/** The catalogue's text for the descriptor, or its English when the catalogue has none. */
export function pickMessage(catalogue: Catalogue | undefined, descriptor: MessageDescriptor): string {
  const translated = catalogue?.[descriptor.id];
  return typeof translated === 'string' && translated !== '' ? translated : descriptor.message;
}
