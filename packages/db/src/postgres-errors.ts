/**
 * The one place that recognises PostgreSQL's errors, whichever driver raised them (pg or PGlite) and however
 * deeply drizzle wrapped them (its DrizzleQueryError keeps the driver's error in `cause`). Callers ask what
 * happened — which unique index refused a row, whether the server went away — never walk errors themselves.
 */

const MAX_DEPTH = 5;

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and its causes, outermost first. */
function* chain(error: unknown): Generator<PgErrorFields> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < MAX_DEPTH; depth++) {
    yield current as PgErrorFields;
    current = (current as PgErrorFields).cause;
  }
}

/** SQLSTATE 23505: the name of the unique index (or constraint) a write ran into, else undefined. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (const e of chain(error)) {
    if (e.code !== '23505') continue;
    if (typeof e.constraint === 'string') return e.constraint;
    // PGlite does not always fill `constraint`; its message names the index.
    const named = typeof e.message === 'string' ? /constraint "([^"]+)"/.exec(e.message)?.[1] : undefined;
    return named ?? '';
  }
  return undefined;
}

/**
 * SQLSTATE KW043, our own: the `journal_entries_open_period` trigger (migration 0041) refused an entry dated
 * inside a closed month (docs/decisions/046).
 */
export function isPostingInClosedPeriod(error: unknown): boolean {
  for (const e of chain(error)) if (e.code === 'KW043') return true;
  return false;
}

/** SQLSTATE 40001 / 40P01: a serializable transaction or a deadlock lost; the whole transaction may be retried. */
export function isRetryableTransactionFailure(error: unknown): boolean {
  for (const e of chain(error)) if (e.code === '40001' || e.code === '40P01') return true;
  return false;
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin shutdown
  '57P03', // cannot connect now
  '08006', // connection failure
  '08001', // unable to connect
  '08003', // connection does not exist
  '57014', // statement_timeout ran out (postgres.ts): the server is too busy to answer in time
]);
// "not queryable": the rollback after a connection dropped mid-transaction, which drizzle throws in place
// of the error that ended the connection.
const CONNECTION_ERROR_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|database is closed|PGlite is closed/i;

/** The database cannot be reached (down, restarting, closed): the request may succeed later (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && CONNECTION_ERROR_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && CONNECTION_ERROR_TEXT.test(e.message)) return true;
  }
  return false;
}
