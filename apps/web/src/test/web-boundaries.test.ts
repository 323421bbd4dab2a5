import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rule of docs/architecture.md §2, as `npm run lint` enforces it: scripts/check-web-boundaries.mjs.
// (import.meta.dirname, not URL: under jsdom, URL is the browser's and knows no file: paths.)
const REPO = resolve(import.meta.dirname, '../../../..');
const CHECKER = join(REPO, 'scripts/check-web-boundaries.mjs');

/** A small web app source tree; comments name what the checker must say about each import. */
const FIXTURE: Record<string, string> = {
  'features/b/thing.ts': 'export const thing = 1;\n',
  'features/a/own.ts': 'export const own = 1;\n',
  'features/a/page.tsx': [
    "import { thing } from '../b/thing'; // another feature",
    "import { x } from '../../lib/x';",
    "import { Y } from '../../components/y';",
    "import { own } from './own';",
    "export const later = () => import('../b/thing'); // another feature, lazily",
  ].join('\n'),
  'features/a/deep/nested.ts': [
    "import { own } from '../own';",
    "import { thing } from '../../b/thing'; // another feature, from deeper down",
  ].join('\n'),
  'features/a/alias.ts': "export { thing } from '@/features/b/thing'; // through the alias\n",
  'features/a/uses-test-support.ts': "import { fakeApi } from '../../test/fake-api'; // not in a test\n",
  'features/a/page.test.tsx': [
    "import { fakeApi } from '../../test/fake-api';",
    "import { routes } from '../../app/router';",
  ].join('\n'),
  'features/a/testing/helpers.ts': "import { fakeApi } from '../../../test/fake-api';\n",
  'features/a/look-alikes.ts': [
    "// import { thing } from '../b/thing';",
    'export const text = "import { thing } from \'../b/thing\'";',
  ].join('\n'),
  'features/admin/list/page.tsx': [
    "import { details } from '../details/view'; // a sibling admin feature",
    "import { own } from './own';",
  ].join('\n'),
  'components/widget.tsx':
    "import { thing } from '../features/b/thing'; // components never import features\n",
  'lib/helper.ts': [
    "import { widget } from '../components/widget';",
    "import { thing } from '../features/b/thing'; // lib never imports features",
    "import { db } from '@kwacha/db'; // server code",
  ].join('\n'),
  'app/router.tsx':
    "import { thing } from '../features/b/thing';\nimport { page } from '../features/a/page';\n",
  'main.tsx': "import { router } from './app/router';\n",
};

const EXPECTED = [
  "components/widget.tsx:1 imports '../features/b/thing'",
  "features/a/alias.ts:1 imports '@/features/b/thing'",
  "features/a/deep/nested.ts:2 imports '../../b/thing'",
  "features/a/page.tsx:1 imports '../b/thing'",
  "features/a/page.tsx:5 imports '../b/thing'",
  "features/a/uses-test-support.ts:1 imports '../../test/fake-api'",
  "features/admin/list/page.tsx:1 imports '../details/view'",
  "lib/helper.ts:2 imports '../features/b/thing'",
  "lib/helper.ts:3 imports '@kwacha/db'",
];

const runChecker = (cwd: string, args: string[]) =>
  spawnSync(process.execPath, [CHECKER, ...args], { cwd, encoding: 'utf8' });

describe('the web boundaries check', () => {
  let fixture = '';

  beforeAll(() => {
    fixture = mkdtempSync(join(tmpdir(), 'web-boundaries-'));
    for (const [path, text] of Object.entries(FIXTURE)) {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), text);
    }
  });
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('fails naming each import that crosses a boundary, and nothing else', () => {
    const result = runChecker(fixture, ['.']);
    expect(result.status).toBe(1);
    const reported = result.stderr
      .split('\n')
      .filter((line) => line.includes(' imports '))
      .map((line) => line.slice(0, line.indexOf("': ") + 1));
    expect(reported).toEqual(EXPECTED);
    expect(result.stderr).toContain(
      'features/a imports features/b: a feature imports only lib/, components/ and itself',
    );
    expect(result.stderr).toContain('components/ and lib/ never import features');
  });

  it('passes the real web app', () => {
    const result = runChecker(REPO, []);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Web boundaries: \d+ files in apps\/web\/src/);
  });
});
