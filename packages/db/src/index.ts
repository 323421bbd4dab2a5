export type { Database, DatabaseHandle, Executor, SqlResult } from './database';
export { migrationsFolder } from './migrate';
export { openPglite, wrapPglite } from './pglite';
export { openPostgres, type PostgresOptions } from './postgres';
export * as schema from './schema';
export * from './schema';
