import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backticked, differences, docSection, REPO_ROOT, tableRows } from './testing/markdown-doc';
import { API_SRC, productionSources } from './testing/source-files';
import { SCHEMA_TABLES, tablesWritten } from './testing/table-writes';
import { createTestApp } from './testing/test-app';

// docs/architecture.md's lists (modules, tables and their owners, jobs) are read by whoever looks for
// the room a change belongs in; each is checked against the code both ways, so the docs cannot drift.
// A failure lists what is missing or stale, one line each.

const ARCHITECTURE = 'docs/architecture.md';
/** The performance design (architecture.md §14 links to it): it quotes paths and names the same way. */
const PERFORMANCE = 'docs/performance.md';
const MODULES_DIR = join(API_SRC, 'modules');
const modules = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('docs/architecture.md is in step with the code', () => {
  it('§2 names every module folder, and only those', () => {
    const named = tableRows(docSection('architecture.md', 2), 'module').flatMap((row) =>
      backticked(row[0] ?? ''),
    );
    expect(differences('module', `${ARCHITECTURE} §2`, modules, named)).toEqual([]);
  });

  const ownerRows = tableRows(docSection('architecture.md', 5), 'table').map(
    ([tables = '', owners = '']) => ({
      // pg-boss keeps its own schema (`pgboss.*`), outside the Drizzle schema.
      tables: backticked(tables).filter((name) => !name.includes('.')),
      // An owner is a module, or a file or folder outside modules/ (`lib/rate-limit/attempt-store.ts`).
      owners: backticked(owners).filter((name) => modules.includes(name) || name.includes('/')),
    }),
  );

  it('§5 names every table of the schema, and only those', () => {
    const named = ownerRows.flatMap((row) => row.tables);
    expect(differences('table', `${ARCHITECTURE} §5`, SCHEMA_TABLES.values(), named)).toEqual([]);
  });

  it('§5 names as owners exactly the modules that write each table', () => {
    // Who writes a table: its module for code in modules/, else the file's path (lib/…, providers/…).
    const writers = new Map<string, Set<string>>();
    for (const { path, text } of productionSources()) {
      const writer = path.startsWith('modules/') ? (path.split('/')[1] ?? path) : path;
      for (const table of tablesWritten(text))
        writers.set(table, (writers.get(table) ?? new Set()).add(writer));
    }
    const names = (owner: string, writer: string) => writer === owner || writer.startsWith(`${owner}/`);
    const problems = ownerRows.flatMap(({ tables, owners }) =>
      tables.flatMap((table) => {
        const actual = [...(writers.get(table) ?? [])];
        return [
          ...owners
            .filter((owner) => !actual.some((writer) => names(owner, writer)))
            .map((owner) => `${ARCHITECTURE} §5 says ${owner} writes ${table}, but it does not`),
          ...actual
            .filter((writer) => !owners.some((owner) => names(owner, writer)))
            .map((writer) => `${ARCHITECTURE} §5 lacks ${writer} as a writer of ${table}`),
        ];
      }),
    );
    expect(problems.sort()).toEqual([]);
  });

  it('§9 names every job the API registers, and only those', async () => {
    // The names come from the registration itself (bootstrap.ts), not from a copy of its list.
    const t = await createTestApp();
    try {
      const registered = (await t.ctx.jobs.backlog()).map((queue) => queue.queue);
      const named = tableRows(docSection('architecture.md', 9), 'job').flatMap((row) =>
        backticked(row[0] ?? ''),
      );
      expect(registered.length).toBeGreaterThan(5);
      expect(differences('job', `${ARCHITECTURE} §9`, registered, named)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it.each([ARCHITECTURE, PERFORMANCE])('the paths and names %s quotes exist', (doc) => {
    const text = readFileSync(join(REPO_ROOT, doc), 'utf8');
    // `docs/architecture.md §N` quotes a path and a section: the path is the first word.
    const quoted = [...new Set(backticked(text).map((name) => name.split(' ')[0] ?? name))];
    // A pattern (`modules/<module>/`, `*.jobs.ts`, `NNN-title.md`, `admin/…`) stands for many files.
    const isPattern = (name: string) => /[<>*…{}]|NNN/.test(name);
    const missingPaths = quoted
      .filter((name) => /^(apps|packages|modules|scripts|e2e|docs)\//.test(name) && !isPattern(name))
      .filter((name) => {
        const path = name.startsWith('modules/') ? join(API_SRC, name) : join(REPO_ROOT, name);
        return !existsSync(path.replace(/[#?].*$/, ''));
      })
      .map((name) => `${doc} quotes ${name}, which does not exist`);
    // Functions, types and constants (`moveLoan`, `SessionUser`, `LOAN_TRANSITIONS`) must be in the source.
    const words = sourceWords();
    const missingNames = quoted
      .map((name) => name.replace(/\(.*\)$/, ''))
      .filter(
        (name) => /^[a-z]+[A-Z]\w*$|^[A-Z][a-z]+[A-Z]\w*$|^[A-Z]+_[A-Z_]+$/.test(name) && !words.has(name),
      )
      .map((name) => `${doc} quotes ${name}, which is in no source file`);
    expect([...missingPaths, ...missingNames]).toEqual([]);
  });
});

/** Every identifier in the repository's source, tests and scripts included. */
function sourceWords(): Set<string> {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs|js|json)$/.test(entry.name)) {
        for (const word of readFileSync(path, 'utf8').split(/[^\w$]+/)) words.add(word);
      }
    }
  };
  for (const dir of ['apps', 'packages', 'scripts', 'e2e']) walk(join(REPO_ROOT, dir));
  return words;
}
