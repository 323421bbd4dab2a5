import { z } from 'zod';

/**
 * What a person can type. Control characters (NUL, escape codes, the C1 range) never come from a
 * keyboard: they come from scripts probing for bugs, and PostgreSQL refuses NUL outright. Refusing them
 * here turns what was a 500 into a 400 that names the field. Line breaks and tabs are allowed only in
 * text that spans lines (a message).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point here.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point here.
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Please remove special control characters from this text.';

export const hasNoControlCharacters = (text: string) => !CONTROL_CHARACTERS.test(text);
export const hasOnlyPrintableOrLineBreaks = (text: string) =>
  !CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS.test(text);

/** A one-line string a person typed (a name, a search, a purpose). Checks run before trimming. */
export const singleLineText = (message = 'This field is required.') =>
  z.string({ error: message }).refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE);

/** Text over several lines (a contact message, remarks). */
export const multiLineText = (message = 'This field is required.') =>
  z.string({ error: message }).refine(hasOnlyPrintableOrLineBreaks, CONTROL_CHARACTERS_MESSAGE);

/** Identifiers we issue (product ids, transaction ids, cursors): letters, digits and `-_.:=`. */
export const issuedIdentifier = (max: number, message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(max, message)
    .regex(/^[A-Za-z0-9_.:=-]+$/, message);
