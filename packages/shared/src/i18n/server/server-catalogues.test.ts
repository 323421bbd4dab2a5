import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { icuArguments } from '../icu-arguments';
import type { Catalogue, MessageDescriptor } from '../message-descriptor';
import { SERVER_CATALOGUES } from './server-messages';

/**
 * The server's messages (texts, e-mails and notifications to a borrower, docs/product.md §22) must be
 * complete in Bemba and Nyanja: every descriptor of every `<scope>.messages.ts` here translated in
 * `<language>/<scope>.json`, no stale id, the same ICU arguments as the English, and every file on
 * disk joined into the catalogue translate() reads.
 */
const here = import.meta.dirname;
const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MessageDescriptor).id === 'string' &&
  typeof (value as MessageDescriptor).message === 'string';

const files = readdirSync(here)
  .filter((name) => name.endsWith('.messages.ts'))
  .map((name) => name.replace(/\.messages\.ts$/, ''))
  .sort();

/** Each messages file's descriptors, by file name (`email-auth`). */
const descriptorsByFile = new Map<string, MessageDescriptor[]>();
for (const file of files) {
  const exports: Record<string, unknown> = await import(`./${file}.messages.ts`);
  const found: MessageDescriptor[] = [];
  for (const group of Object.values(exports)) {
    if (typeof group === 'object' && group !== null) found.push(...Object.values(group).filter(isDescriptor));
  }
  descriptorsByFile.set(file, found);
}
const descriptors = new Map([...descriptorsByFile.values()].flat().map((d) => [d.id, d]));

const readCatalogue = (language: string, file: string): Catalogue =>
  JSON.parse(readFileSync(join(here, language, `${file}.json`), 'utf8'));

/** A value of the right kind for each argument, so a translation can be formatted as a test. */
function sampleValues(message: string): Record<string, string | number> {
  return Object.fromEntries(
    icuArguments(message).map((argument) => {
      const [name = '', kind] = argument.split(':');
      return [name, kind === 'plural' || kind === 'number' ? 2 : `<${name}>`];
    }),
  );
}

describe('server descriptors', () => {
  it('finds every family of messages', () => {
    expect(files).toEqual(
      expect.arrayContaining(['sms', 'email-layout', 'email-auth', 'email-campaign', 'notices']),
    );
    expect(descriptors.size).toBeGreaterThan(100);
  });

  it("keeps each scope's descriptors in the file named for it (email-auth.messages.ts: emailAuth.*)", () => {
    for (const [file, found] of descriptorsByFile) {
      expect(found.length, file).toBeGreaterThan(0);
      expect(
        found.filter((d) => !d.id.startsWith(`${camel(file)}.`)).map((d) => d.id),
        file,
      ).toEqual([]);
    }
  });

  it('every English message is valid ICU', () => {
    for (const [id, { message }] of descriptors) expect(() => icuArguments(message), id).not.toThrow();
  });
});

describe.each(Object.entries(SERVER_CATALOGUES))('server catalogue %s', (language, catalogue) => {
  it('has one file per messages file, and nothing else', () => {
    const onDisk = readdirSync(join(here, language))
      .map((name) => name.replace(/\.json$/, ''))
      .sort();
    expect(onDisk).toEqual(files);
  });

  it.each(files)('translates every message of %s, with no stale id', (file) => {
    const ids = (descriptorsByFile.get(file) ?? []).map((d) => d.id).sort();
    expect(Object.keys(readCatalogue(language, file)).sort()).toEqual(ids);
  });

  it('joins every file into the catalogue translate() reads', () => {
    const joined = Object.assign({}, ...files.map((file) => readCatalogue(language, file)));
    expect(catalogue).toEqual(joined);
  });

  it('uses exactly the English ICU arguments, and formats', () => {
    for (const [id, text] of Object.entries(catalogue)) {
      const english = descriptors.get(id);
      if (!english) continue;
      expect(icuArguments(text), id).toEqual(icuArguments(english.message));
      expect(typeof new IntlMessageFormat(text, 'en').format(sampleValues(text)), id).toBe('string');
      expect(text.trim(), id).not.toBe('');
    }
  });
});
