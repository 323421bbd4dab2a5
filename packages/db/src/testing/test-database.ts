import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../database';
import { wrapPglite } from '../pglite';
import { openPostgres } from '../postgres';

/** What the global setup prepared once for the whole run: a migrated base to copy per test file. */
export interface TestDatabaseBase {
  /** Path of a PGlite data-directory dump of a migrated database. */
  pgliteDump?: string;
  /** Server URL and the name of a migrated template database on it (TEST_DATABASE_URL runs). */
  postgresUrl?: string;
  templateName?: string;
}

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * An isolated, migrated database for one test file: a fresh copy of the migrated template on a
 * PostgreSQL server, or a PGlite instance loaded from the migrated dump. Closing it drops the copy.
 */
export async function createTestDatabase(base: TestDatabaseBase): Promise<DatabaseHandle> {
  if (base.postgresUrl && base.templateName) {
    const serverUrl = base.postgresUrl;
    const name = `kwacha_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(serverUrl, (c) =>
      c.query(`create database "${name}" template "${base.templateName}"`),
    );
    const handle = openPostgres({ connectionString: databaseUrlWithName(serverUrl, name), max: 5 });
    return {
      ...handle,
      async close() {
        await handle.close();
        await withAdminClient(serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
      },
    };
  }
  if (base.pgliteDump) {
    const dump = await readFile(base.pgliteDump);
    return wrapPglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
  }
  const handle = wrapPglite(await PGlite.create());
  await handle.migrate();
  return handle;
}
