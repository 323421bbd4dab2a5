import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle, SqlResult } from './database';
import { migrationsFolder } from './migrate';
import * as schema from './schema';

/** Wraps an open PGlite instance. Closing the handle closes PGlite, or the process never exits. */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const typed = drizzle({ client, schema });
  const db = typed as unknown as Database;
  return {
    kind: 'pglite',
    db,
    async executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
      // PGlite's extended protocol takes one statement; pg-boss sends parameterless multi-statement
      // scripts (its schema and migrations), which only the simple protocol (`exec`) accepts.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    async migrate() {
      await migrate(typed, { migrationsFolder });
    },
    async ping() {
      if (client.closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** Opens (creating if needed) an embedded database persisted in `dataDir`, or in memory when omitted. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return wrapPglite(client);
}
