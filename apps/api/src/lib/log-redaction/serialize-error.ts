/**
 * The one way an error is written to the log. pino's standard serializer copies every enumerable
 * property and the message of every cause — and a failed query's message and properties hold its
 * parameters: password hashes, NRC numbers, phones, e-mail addresses, token hashes. This keeps what an
 * operator needs (type, message, SQLSTATE, constraint, stack) and drops every value.
 */

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  [key: string]: unknown;
}

// Fields of a PostgreSQL error (pg and PGlite) that name things, never values. `detail`, `where`,
// `hint`, `internalQuery` and friends can quote the rows involved and are left out.
const SAFE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'statusCode',
  'errno',
  'syscall',
] as const;

const MAX_CAUSE_DEPTH = 5;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** drizzle's DrizzleQueryError: `query` is the text with $1… placeholders, `params` the values. */
function isFailedQuery(error: Record<string, unknown>): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

// SQLSTATE class 22 (data exception) messages quote the offending value:
// 'invalid input syntax for type uuid: "…"'. Keep the sentence, drop the value.
function withoutQuotedValue(message: string, code: unknown): string {
  if (typeof code !== 'string' || !code.startsWith('22')) return message;
  const cut = message.indexOf(': ');
  return cut === -1 ? message : message.slice(0, cut);
}

function safeMessage(error: Record<string, unknown>): string {
  if (isFailedQuery(error)) return `Failed query: ${String(error.query)}`;
  const message = typeof error.message === 'string' ? error.message : String(error);
  return withoutQuotedValue(message, error.code);
}

// The stack's first lines repeat the message (with a failed query's params): keep only the frames.
function safeStack(error: Record<string, unknown>, type: string, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!isObject(error)) return { type: typeof error, message: String(error) };
  const type =
    (typeof error.name === 'string' && error.name) ||
    (error.constructor as { name?: string } | undefined)?.name ||
    'Error';
  const message = safeMessage(error);
  const serialized: SerializedError = { type, message };
  for (const field of SAFE_FIELDS) {
    const value = error[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  const stack = safeStack(error, type, message);
  if (stack) serialized.stack = stack;
  if (isObject(error.cause) && depth < MAX_CAUSE_DEPTH) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}
