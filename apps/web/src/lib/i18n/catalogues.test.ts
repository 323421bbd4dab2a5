import { icuArguments } from '@kwacha/shared/i18n/icu-arguments';
import type { Catalogue, MessageDescriptor } from '@kwacha/shared/i18n/message-descriptor';
import { describe, expect, it } from 'vitest';
import bem from './locales/bem';
import { scopeOfFile } from './locales/merge-catalogue';
import ny from './locales/ny';

/**
 * The missing-translation report (docs/product.md §22): every descriptor in every `*.messages.ts`, and
 * per language the ids its catalogue lacks (printed with counts; they fall back to English). It fails
 * on a stale id (in a catalogue, in no descriptor), on a translation whose ICU arguments differ from
 * the English, and on any gap in a borrower's screen, all of which must be complete.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../**/*.messages.ts', { eager: true });

const CATALOGUES: Record<'bem' | 'ny', Catalogue> = { bem, ny };
const FILES = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

/**
 * Every borrower-facing text must be translated; staff screens are English only (decision 029), so
 * their scopes may stay untranslated and fall back to English.
 */
const ENGLISH_ONLY_PREFIXES = ['staffNav.', 'admin.'];

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MessageDescriptor).id === 'string' &&
  typeof (value as MessageDescriptor).message === 'string';

function collectDescriptors(): Map<string, { message: string; file: string }> {
  const found = new Map<string, { message: string; file: string }>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const group of Object.values(exports)) {
      if (typeof group !== 'object' || group === null) continue;
      for (const descriptor of Object.values(group)) {
        if (!isDescriptor(descriptor)) continue;
        const earlier = found.get(descriptor.id);
        if (earlier && earlier.message !== descriptor.message) {
          throw new Error(`${descriptor.id} has two English texts (${earlier.file} and ${file})`);
        }
        found.set(descriptor.id, { message: descriptor.message, file });
      }
    }
  }
  return found;
}

const descriptors = collectDescriptors();

describe('translations', () => {
  it('finds the descriptors of the messages files', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(5);
    expect(descriptors.get('nav.myLoans')?.message).toBe('My Loans');
  });

  it('every English message is valid ICU', () => {
    for (const [id, { message }] of descriptors) {
      expect(() => icuArguments(message), id).not.toThrow();
    }
  });

  it("keeps each scope's ids in the file named for it (bem/apply-loan.json: applyLoan.*)", () => {
    for (const [file, texts] of Object.entries(FILES)) {
      const scope = scopeOfFile(file);
      const strays = Object.keys(texts).filter((id) => !id.startsWith(`${scope}.`));
      expect(strays, file).toEqual([]);
    }
  });

  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    describe(language, () => {
      it('reports the ids its catalogue lacks (they show in English)', () => {
        const missing = [...descriptors.keys()].filter((id) => !(id in catalogue)).sort();
        console.info(
          `[i18n] ${language}: ${descriptors.size - missing.length} of ${descriptors.size} messages translated, ` +
            `${missing.length} missing${missing.length ? `:\n  ${missing.join('\n  ')}` : ''}`,
        );
        const required = missing.filter(
          (id) => !ENGLISH_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix)),
        );
        expect(required, 'untranslated messages in screens that must be complete').toEqual([]);
      });

      it('has no stale ids', () => {
        const stale = Object.keys(catalogue).filter((id) => !descriptors.has(id));
        expect(stale, 'ids in the catalogue that no descriptor has').toEqual([]);
      });

      it('uses exactly the English ICU arguments in every translation, and no empty text', () => {
        for (const [id, translated] of Object.entries(catalogue)) {
          const english = descriptors.get(id);
          if (!english) continue;
          expect(translated.trim(), id).not.toBe('');
          expect(icuArguments(translated), id).toEqual(icuArguments(english.message));
        }
      });
    });
  }
});
