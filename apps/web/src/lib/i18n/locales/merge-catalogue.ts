import type { Catalogue } from '@kwacha/shared/i18n/message-descriptor';

/** `./bem/apply-loan.json` → `applyLoan`: the scope whose ids a catalogue file holds. */
export function scopeOfFile(path: string): string {
  const name = path.replace(/^.*\//, '').replace(/\.json$/, '');
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Joins a language's per-scope files into one catalogue. */
export function mergeCatalogue(files: Record<string, Catalogue>): Catalogue {
  return Object.assign({}, ...Object.values(files));
}
