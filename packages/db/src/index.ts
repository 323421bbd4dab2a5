export type { Database, DatabaseHandle, Executor, SqlResult } from './database';
export { migrationsFolder } from './migrate';
export { DatabaseInUseError, dataDirOwner, openPglite, type PgliteOptions, wrapPglite } from './pglite';
export { openPostgres, type PostgresOptions } from './postgres';
export {
  isDatabaseUnavailable,
  isPostingInClosedPeriod,
  isRetryableTransactionFailure,
  violatedUniqueIndex,
} from './postgres-errors';
export { preparedOn } from './prepared';
export { scalarSubquery } from './scalar-subquery';
export * as schema from './schema';
export * from './schema';
