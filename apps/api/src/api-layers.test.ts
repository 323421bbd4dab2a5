import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backticked, docSection, REPO_ROOT, tableRows } from './testing/markdown-doc';
import { API_SRC } from './testing/source-files';

// The direction of docs/architecture.md §2, as `npm run lint` enforces it: scripts/check-api-layers.mjs.
const CHECKER = join(REPO_ROOT, 'scripts/check-api-layers.mjs');

const runChecker = (args: string[]) =>
  spawnSync(process.execPath, [CHECKER, ...args], { cwd: REPO_ROOT, encoding: 'utf8' });

/** A small API source tree; comments name what the checker must say about each import. */
const FIXTURE: Record<string, string> = {
  'lib/helper.ts': "import { user } from '../modules/users/users.service'; // platform reaches up\n",
  'modules/users/users.service.ts': "import { row } from './users.repository';\n",
  'modules/loans/loans.public.ts': "export { findLoan } from './loans.repository';\n",
  'modules/loans/loan-view.ts': [
    "import { pay } from '../payments/pay'; // records reach up into money",
    "import { notice } from '../notifications/notices'; // sideways, but round a loop",
    "import { user } from '../users/users.service';",
    "// import { x } from '../admin-loans/desk';",
  ].join('\n'),
  'modules/notifications/notices.ts': "import { view } from '../loans/loan-view'; // closes the loop\n",
  'modules/payments/pay.ts': [
    "import { findLoan } from '../loans/loans.repository'; // into another module's repository",
    "import { findLoan as find } from '../loans/loans.public';",
    "import { helper } from '../../lib/helper';",
  ].join('\n'),
  'modules/payments/pay.test.ts': "import { desk } from '../admin-loans/desk';\n",
  'modules/payments/testing/kit.ts': "import { row } from '../../loans/loans.repository';\n",
  'modules/admin-loans/desk.ts': "import { pay } from '../payments/pay';\n",
  'modules/brand-new/thing.ts': "import { findLoan } from '../loans/loans.public'; // a part with no layer\n",
};

describe('the API layers check', () => {
  let fixture: string;
  beforeAll(() => {
    fixture = mkdtempSync(join(tmpdir(), 'api-layers-'));
    for (const [path, text] of Object.entries(FIXTURE)) {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), text);
    }
  });
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('names every import that points up or into another repository, every part with no layer, and the loop', () => {
    const result = runChecker([fixture]);
    expect(result.status).toBe(1);
    const found = result.stderr
      .split('\n')
      .filter((line) => / imports '|^a loop/.test(line))
      .map((line) => line.replace(/^.*?api-layers-\w+\//, ''))
      .sort();
    expect(found).toEqual([
      'a loop of 3 parts imports round itself: modules/loans, modules/notifications, modules/payments',
      "lib/helper.ts:1 imports '../modules/users/users.service': lib (platform) imports modules/users (identity), a higher layer: move what both need down, or let the higher one call or listen instead",
      "modules/brand-new/thing.ts:1 imports '../loans/loans.public': modules/brand-new has no layer: add it to API_LAYERS in scripts/check-api-layers.mjs and docs/architecture.md §2",
      "modules/loans/loan-view.ts:1 imports '../payments/pay': modules/loans (records) imports modules/payments (money), a higher layer: move what both need down, or let the higher one call or listen instead",
      "modules/payments/pay.ts:1 imports '../loans/loans.repository': modules/payments imports modules/loans's repository: use what modules/loans offers (its loans.public.ts or a service) instead",
    ]);
  });

  it('passes the API as it is', () => {
    const result = runChecker([API_SRC]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^API layers: \d+ files in .*, every import points down or sideways, no loop\./,
    );
  });

  it('holds the ranking docs/architecture.md §2 states, layer by layer', () => {
    const printed = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(CHECKER)}); console.log(JSON.stringify(m.API_LAYERS));`,
      ],
      { encoding: 'utf8' },
    );
    const inScript = (JSON.parse(printed.stdout) as { name: string; parts: string[] }[]).map((layer) => ({
      name: layer.name,
      parts: [...layer.parts].sort(),
    }));
    const inDoc = tableRows(docSection('architecture.md', 2), 'layer').map(([name = '', parts = '']) => ({
      name,
      parts: backticked(parts).sort(),
    }));
    expect(inDoc).toEqual(inScript);
  });
});
