import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md §5: each module owns its tables, and data flows route → service → repository.
// These checks read the source, so a shortcut that compiles and passes every behaviour test still fails here.

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// Seeding and benchmarks fill tables in bulk on purpose; test support sets up states directly.
const production = sourceFiles(SRC)
  .map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }))
  .filter(({ path }) => !path.startsWith('cli/') && !path.startsWith('bench/'));

describe('module boundaries', () => {
  it('only modules/loans writes loan_applications', () => {
    const writers = production
      .filter(({ text }) => /\.(insert|update|delete)\(\s*loanApplications\b/.test(text))
      .map(({ path }) => path);
    expect(writers).toEqual(['modules/loans/loans.repository.ts']);
  });

  it('loan status moves only through moveLoan (the transition table)', () => {
    const callers = production
      .filter(({ text }) => /\bupdateLoanStatus\(/.test(text))
      .map(({ path }) => path)
      .sort();
    expect(callers).toEqual(['modules/loans/loan-moves.ts', 'modules/loans/loans.repository.ts']);
  });

  it('queries live in repositories: services, routes and jobs do not build SQL', () => {
    const queryBuilders = production
      .filter(({ path }) => path.startsWith('modules/') || path.startsWith('jobs/'))
      .filter(({ path }) => !path.endsWith('.repository.ts'))
      .filter(({ text }) => /from 'drizzle-orm/.test(text))
      .map(({ path }) => path);
    expect(queryBuilders).toEqual([]);
  });

  it('domain errors are declared in *.errors.ts files', () => {
    const declaring = production
      .filter(({ path }) => !path.endsWith('.errors.ts') && path !== 'lib/domain-errors.ts')
      .filter(({ text }) =>
        /class \w+ extends (DomainError|ValidationError|NotFoundError|UnauthenticatedError|ForbiddenError|ConflictError|RateLimitedError|ServiceUnavailableError)\b/.test(
          text,
        ),
      )
      .map(({ path }) => path);
    expect(declaring).toEqual([]);
  });

  it('recognising PostgreSQL errors is left to @kwacha/db', () => {
    const walkers = production.filter(({ text }) => /'23505'|'40001'|'40P01'/.test(text)).map((f) => f.path);
    expect(walkers).toEqual([]);
  });
});
