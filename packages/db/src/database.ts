import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

// One type for both drivers: a union of the PGlite and node-postgres types breaks `.returning()`.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Anything that can run drizzle queries: the database or a transaction inside it. */
export type Executor = Pick<
  Database,
  | 'select'
  | 'selectDistinctOn'
  | 'insert'
  | 'update'
  | 'delete'
  | 'execute'
  | 'transaction'
  | '$with'
  | 'with'
>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/**
 * A connected database, whichever engine is behind it. `executeSql` is the raw entry point that pg-boss
 * uses; `ping` is what the health check calls.
 */
export interface DatabaseHandle {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Database;
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Applies every pending SQL migration; the same files run on PGlite and on PostgreSQL. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** The embedded database only: a consistent gzipped tarball of its data directory (a backup). */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}
