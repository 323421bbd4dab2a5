import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle, SqlResult } from './database';
import { MIGRATION_LOCK_KEY, migrationsFolder } from './migrate';
import * as schema from './schema';

export interface PostgresOptions {
  connectionString: string;
  max?: number;
  /**
   * Called when a client loses its connection (the server restarted, failed over, or a pooler between
   * dropped it), idle or checked out; the pool replaces it and the query in flight fails on its own.
   */
  onPoolError?: (error: Error) => void;
  /**
   * Longest a statement may run on the pool's connections, in milliseconds (30 s by default; 0 for no
   * limit, for a one-off command such as copy-to-postgres). Migrations run on their own client, unbounded.
   */
  statementTimeoutMs?: number;
}

/**
 * Generous: the slowest statements (the statistics refresh and the staff list's drill-downs at a million
 * loans, `npm run bench:statistics` and `npm run bench:admin-list`) finish well within it. A request holding
 * a connection forever is the risk.
 */
const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

// BIGINT (int8) columns hold ngwee amounts: read them as JS numbers, which are exact to 2^53.
pg.types.setTypeParser(20, (value) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error('bigint value outside the safe integer range');
  return n;
});

export function openPostgres(options: PostgresOptions): DatabaseHandle {
  const statementTimeoutMs = Math.floor(options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS);
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Runs once per new connection, before the pool hands it out.
    onConnect: async (client) => {
      // A client emits 'error' when its connection drops, and an 'error' nobody listens to ends the
      // process. The pool listens only while a client is idle: a client checked out for a transaction
      // had no listener, so a database restart under load crashed the server (issue 39). This one stays
      // for the client's whole life; the query in flight fails with the error too (a 503 in the API).
      client.on('error', (error) => options.onPoolError?.(error));
      // Per connection rather than as a start-up parameter, which PgBouncer refuses unless configured
      // to ignore it (docs/operations.md).
      if (statementTimeoutMs > 0) await client.query(`set statement_timeout = ${statementTimeoutMs}`);
    },
  });
  // The pool re-emits an idle client's error here; the client's own listener has reported it already.
  pool.on('error', () => {});
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
      // A connection that never completes (a black hole between us and the server) fails after 10 s, so a
      // starting process can try again (apps/api/src/lib/migrate-when-reachable.ts) rather than hang.
      const client = new pg.Client({
        connectionString: options.connectionString,
        connectionTimeoutMillis: 10_000,
      });
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
