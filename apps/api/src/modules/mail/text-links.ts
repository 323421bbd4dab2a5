/**
 * The http(s) links in a plain-text e-mail: printed for the developer (local-mailbox.ts) and made
 * clickable in the local mailbox (dev-mailbox-page.ts). A link ends at white space or at a character that
 * cannot stand unescaped in a URL; a full stop, comma or bracket right after it ends the sentence.
 */
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

export type TextPart = { text: string } | { link: string };

/** The text cut into plain runs and links, in order; joined, they give the text back. */
export function splitTextLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const link = match[0].replace(TRAILING_PUNCTUATION, '');
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ link });
    at = match.index + link.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** Every link in a text, once each, in order. */
export function linksIn(text: string): string[] {
  const links = splitTextLinks(text).flatMap((part) => ('link' in part ? [part.link] : []));
  return [...new Set(links)];
}
