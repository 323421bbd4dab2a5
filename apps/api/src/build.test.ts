import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPayload } from './testing/factories';
import { freePort, startServer, waitForHealth } from './testing/processes';

// The compiled API as `npm start` runs it (docs/architecture.md §2, "API build"): the build script into a
// fresh out dir, then plain node on the bundle with the embedded database.
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BUNDLES = [
  'server.js',
  'worker.js',
  'admin-create.js',
  'seed-demo.js',
  'backup.js',
  'restore.js',
  'copy-to-postgres.js',
  'kyc-reseal.js',
  'campaign-render-worker.js',
];

let outDir: string;

beforeAll(() => {
  // Inside the checkout (.tmp/ is git-ignored): the bundle imports its npm packages from node_modules.
  mkdirSync(join(REPO_ROOT, '.tmp'), { recursive: true });
  outDir = mkdtempSync(join(REPO_ROOT, '.tmp', 'api-build-'));
  const build = spawnSync(process.execPath, ['scripts/build-api.mjs', '--outdir', outDir], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
});

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe('the API build', () => {
  it('writes every entry point, none of which imports tsx', () => {
    for (const bundle of BUNDLES) {
      const code = readFileSync(join(outDir, bundle), 'utf8');
      expect(code, bundle).not.toMatch(/["']tsx(\/[^"']*)?["']/);
      // Workspace packages export TypeScript, so they must be inside the bundle, not imported.
      expect(code, bundle).not.toMatch(/["']@kwacha\//);
    }
  });

  // A fresh PGlite database is created and migrated at start (~4 s on an idle machine).
  it('serves health and the loan products from the bundle on a fresh embedded database', {
    timeout: 90_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kwacha-build-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer(
      { PORT: String(port), DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web') },
      ['--enable-source-maps', join(outDir, 'server.js')],
    );
    try {
      await waitForHealth(base, server, 80_000);
      const products = await fetch(`${base}/api/loan-products`);
      expect(products.status).toBe(200);
      const body = (await products.json()) as { data: { id: string }[] };
      // The products come from a seeding migration: this also proves the bundle found the migrations.
      expect(body.data.map((product) => product.id)).toContain('personal');

      // The common-password list is a data file read beside its source module.
      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registrationPayload({ password: 'Password1!' })),
      });
      expect(registered.status).toBe(400);
      const refusal = (await registered.json()) as {
        error: { details: { field: string; message: string }[] };
      };
      expect(refusal.error.details).toContainEqual(
        expect.objectContaining({ field: 'password', message: expect.stringContaining('too common') }),
      );
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
