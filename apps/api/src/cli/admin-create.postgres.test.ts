import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@kwacha/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findUserByEmail } from '../modules/users/users.repository';
import { freePort, type RunResult, runScript } from '../testing/processes';

// `npm run admin:create` against a PostgreSQL server (DATABASE_URL). Only when the suite runs on one
// (TEST_DATABASE_URL); admin-create.test.ts proves the embedded database, which the CLI uses without it.
const TIMEOUT = 90_000;
const STRONG = 'Mwila-Kasonde-77x';

let dataDir: string;
let port: number;

function runCli(args: string[], env: Record<string, string>): Promise<RunResult> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return runScript('src/cli/admin-create.ts', args, {
    ...(inherited as Record<string, string>),
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kwacha-admin-cli-pg-'));
  port = await freePort();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run admin:create on PostgreSQL', () => {
  const base = inject('testDatabaseBase');
  it.runIf(Boolean(base.postgresUrl))(
    'uses DATABASE_URL when it is set',
    async () => {
      const database = await createTestDatabase(base);
      try {
        const { rows } = await database.executeSql('select current_database() as name');
        const url = new URL(String(base.postgresUrl));
        url.pathname = `/${String(rows[0]?.name)}`;
        const result = await runCli(
          ['--email', 'postgres.admin@kwacha.zm', '--password', STRONG, '--role', 'superuser'],
          {
            DATABASE_URL: url.toString(),
          },
        );
        expect(result.stdout).toBe(
          'Created superuser account postgres.admin@kwacha.zm (username: postgres.admin).\n',
        );
        expect(result.code).toBe(0);
        expect(await findUserByEmail(database.db, 'postgres.admin@kwacha.zm')).toMatchObject({
          role: 'superuser',
        });
      } finally {
        await database.close();
      }
    },
    TIMEOUT,
  );
});
