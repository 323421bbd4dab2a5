import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checklistProblems, parseChecklist } from './testing/asvs-checklist';
import { REPO_ROOT } from './testing/markdown-doc';

// docs/security/asvs.md answers an auditor requirement by requirement (OWASP ASVS 5.0.0, Levels 1 and 2).
// A row that says "met" must point at something that exists: a file, or a test by its name in that file.
// The requirement ids are the standard's own, copied from its CSV into docs/security/asvs-5.0.0-ids.txt.

const CHECKLIST = 'docs/security/asvs.md';
const IDS = 'docs/security/asvs-5.0.0-ids.txt';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const officialIds = read(IDS).split('\n').filter(Boolean);
const rows = parseChecklist(read(CHECKLIST));

function fileText(path: string): string | undefined {
  const full = join(REPO_ROOT, path);
  if (!existsSync(full)) return undefined;
  return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
}

describe(`${CHECKLIST} covers ASVS 5.0.0 Levels 1 and 2 with evidence that exists`, () => {
  it('the checked-in list holds the 253 Level 1 and 2 requirement ids, each once', () => {
    expect(officialIds).toHaveLength(253);
    expect(new Set(officialIds).size).toBe(253);
    expect(officialIds.every((id) => /^v5\.0\.0-\d+\.\d+\.\d+$/.test(id))).toBe(true);
  });

  it('has one row for every requirement, none missing, none repeated, none extra, in order', () => {
    const ids = rows.map((row) => row.id);
    const seen = new Set(ids);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    expect(officialIds.filter((id) => !seen.has(id))).toEqual([]);
    expect(ids.filter((id) => !officialIds.includes(id))).toEqual([]);
    expect(ids).toEqual(officialIds);
  });

  it('gives every row a known status, the reason or plan it needs, and evidence for "met"', () => {
    expect(checklistProblems(rows, fileText)).toEqual([]);
  });

  it('states in its summary the counts of each status its rows hold', () => {
    const summary = read(CHECKLIST).split('## Summary')[1]?.split('\n## ')[0] ?? '';
    const stated = Object.fromEntries(
      summary
        .split('\n')
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .filter((cells) => ['met', 'partly met', 'not applicable', 'not met'].includes(cells[1] ?? ''))
        .map((cells) => [cells[1], Number(cells[4])]),
    );
    const counted: Record<string, number> = { met: 0, 'partly met': 0, 'not applicable': 0, 'not met': 0 };
    for (const row of rows) counted[row.status] = (counted[row.status] ?? 0) + 1;
    expect(stated).toEqual(counted);
  });

  it('catches a "met" row without evidence, a missing file, a test name that is not there and a split cell', () => {
    const planted = parseChecklist(
      [
        '| id | requirement | L | status | evidence | notes |',
        '| --- | --- | --- | --- | --- | --- |',
        '| v5.0.0-1.1.1 | x | 2 | met | | |',
        '| v5.0.0-1.1.2 | x | 2 | met | `apps/api/src/no-such-file.test.ts` | |',
        '| v5.0.0-1.2.1 | x | 1 | met | `docs/security/asvs-5.0.0-ids.txt › v5.0.0-99.9.9` | |',
        '| v5.0.0-1.2.2 | x | 1 | not met | | |',
        '| v5.0.0-1.2.3 | x | 1 | done | `README.md` | |',
        '| v5.0.0-1.2.4 | x | 1 | met | `apps/api/src/asvs-evidence.test.ts › catches a "met" row` | |',
        '| v5.0.0-1.2.5 | x | 1 | met | `README.md › | a cell split` | |',
      ].join('\n'),
    );
    expect(checklistProblems(planted, fileText)).toEqual([
      'v5.0.0-1.1.1 is "met" but names no evidence',
      'v5.0.0-1.1.2 names apps/api/src/no-such-file.test.ts, which does not exist',
      'v5.0.0-1.2.1 names "v5.0.0-99.9.9" in docs/security/asvs-5.0.0-ids.txt, which does not contain it',
      'v5.0.0-1.2.2 is "not met" but gives no plan in its notes',
      'v5.0.0-1.2.3 has status "done"; use met, partly met, not applicable or not met',
      'v5.0.0-1.2.5 has 7 cells, not 6: a "|" inside a cell splits it',
    ]);
  });
});
