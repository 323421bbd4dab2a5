import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle, SqlResult } from './database';
import { MIGRATION_LOCK_KEY, migrationsFolder } from './migrate';
import * as schema from './schema';

export interface PostgresOptions {
  connectionString: string;
  max?: number;
  /** Called when an idle client loses its connection (the server restarted); the pool replaces it. */
  onPoolError?: (error: Error) => void;
}

// BIGINT (int8) columns hold ngwee amounts: read them as JS numbers, which are exact to 2^53.
pg.types.setTypeParser(20, (value) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error('bigint value outside the safe integer range');
  return n;
});

export function openPostgres(options: PostgresOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // Without this listener an idle client's connection error (database restart) crashes the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    async executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
      const result = await pool.query(text, values);
      // A multi-statement query answers an array of results; pg-boss wants the last one.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    async migrate() {
      // A session-level advisory lock lives on one connection, so migrate on a dedicated client.
      const client = new pg.Client({ connectionString: options.connectionString });
      client.on('error', (error) => options.onPoolError?.(error));
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
