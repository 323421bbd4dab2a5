import { createElement, Fragment, type ReactNode } from 'react';

/** What fills a message: an argument's value, or a function that wraps a tag's text (a link, bold). */
export type FillValue = ReactNode | ((chunk: string) => ReactNode);

const PARTS = /<(\w+)>(.*?)<\/\1>|\{(\w+)\}/g;

/**
 * A translated sentence with its simple `{name}` arguments and `<tag>text</tag>` elements filled in, so
 * a sentence with a link or a figure in it stays one text a translator can reorder. The public pages
 * use this instead of useFormatMessage: they have no plurals, numbers or dates to format, and the ICU
 * formatter would weigh down each page's chunk (docs/decisions/022-languages-with-message-descriptors.md).
 * The missing-translation test makes every translation use exactly the English's arguments and tags.
 */
export function fillMessage(text: string, values: Readonly<Record<string, FillValue>>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PARTS)) {
    const [whole, tag, chunk = '', name] = match;
    const value = values[tag ?? name ?? ''];
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(typeof value === 'function' ? value(chunk) : value);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  // Children as arguments, not an array: the parts need no keys.
  return createElement(Fragment, null, ...parts);
}

/** The same for a text that must stay a string (a title, a label): `{name}` arguments only. */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
