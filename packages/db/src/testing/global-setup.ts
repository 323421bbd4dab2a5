import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../pglite';
import { openPostgres } from '../postgres';
import { databaseUrlWithName, type TestDatabaseBase, withAdminClient } from './test-database';

/**
 * Migrates one base database for the whole test run and returns where it is plus a teardown.
 * PGlite: a migrated data-directory dump on disk (loading it takes ~0.5 s; creating and migrating ~3 s).
 * PostgreSQL (`TEST_DATABASE_URL`): a migrated template database that each test file copies.
 */
export async function prepareTestDatabaseBase(
  testDatabaseUrl: string | undefined,
): Promise<{ base: TestDatabaseBase; teardown: () => Promise<void> }> {
  const suffix = randomBytes(4).toString('hex');
  if (testDatabaseUrl) {
    const templateName = `kwacha_template_${suffix}`;
    await withAdminClient(testDatabaseUrl, (c) => c.query(`create database "${templateName}"`));
    const handle = openPostgres({
      connectionString: databaseUrlWithName(testDatabaseUrl, templateName),
      max: 1,
    });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    return {
      base: { postgresUrl: testDatabaseUrl, templateName },
      teardown: () =>
        withAdminClient(testDatabaseUrl, async (c) => {
          await c.query(`drop database if exists "${templateName}" with (force)`);
        }),
    };
  }
  const client = await PGlite.create();
  const handle = wrapPglite(client);
  await handle.migrate();
  const dumpPath = join(tmpdir(), `kwacha-pglite-${suffix}.tar`);
  const dump = await client.dumpDataDir('none');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return { base: { pgliteDump: dumpPath }, teardown: () => rm(dumpPath, { force: true }) };
}
