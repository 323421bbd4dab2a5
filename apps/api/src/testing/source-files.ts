import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A source file of the API, its path relative to apps/api/src. */
export interface SourceFile {
  path: string;
  text: string;
}

export const API_SRC = join(import.meta.dirname, '..');

function sourcePaths(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourcePaths(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The API's production code: no tests, no `testing/` support (which sets up states directly), no seeding
 * or benchmarks (which fill tables in bulk on purpose).
 */
export function productionSources(): SourceFile[] {
  return sourcePaths(API_SRC)
    .map((path) => ({ path: relative(API_SRC, path), text: readFileSync(path, 'utf8') }))
    .filter(({ path }) => !path.startsWith('cli/') && !path.startsWith('bench/'));
}
