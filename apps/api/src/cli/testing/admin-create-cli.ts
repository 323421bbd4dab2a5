import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort, type RunResult, runScript } from '../../testing/processes';

/** Each run is a real process that opens PGlite and migrates it (~4 s): the tests' timeout. */
export const ADMIN_CLI_TIMEOUT = 90_000;
export const STRONG_PASSWORD = 'Mwila-Kasonde-77x';

/** The three options every admin:create call names, in the order the usage line gives them. */
export function staffOptions(email: string, password: string, role: string): string[] {
  return ['--email', email, '--password', password, '--role', role];
}

/**
 * `npm run admin:create` as a second terminal runs it, in a data folder and on a port of the calling test
 * file's own (made before its tests, removed after). The suite's DATABASE_URL is never passed on: the
 * embedded database is the default, and a test that wants a server says so in `env`.
 */
export function adminCreateCli(folderPrefix: string) {
  let dataDir = '';
  let port = 0;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), folderPrefix));
    port = await freePort();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir: () => dataDir,
    port: () => port,
    run(args: string[], env: Record<string, string> = {}): Promise<RunResult> {
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      return runScript('src/cli/admin-create.ts', args, {
        ...(inherited as Record<string, string>),
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: String(port),
        SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
        ...env,
      });
    },
  };
}
