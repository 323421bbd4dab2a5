/**
 * Hot read queries built once per database and sent as named prepared statements (docs/performance.md).
 *
 * Building a drizzle query walks its columns and tables on every call, which on a route that only reads a
 * row or two costs more than the round trip; a prepared query is built once, and PostgreSQL parses and plans
 * a named statement once per connection. Values go in through `sql.placeholder(...)`.
 *
 * The cache is keyed by the executor: the database handle's `db` for ordinary reads, or a transaction, which
 * then gets its own (short-lived) copy so the query runs inside it. A name must always stand for the same
 * text: PostgreSQL refuses a second, different statement under a name on one connection.
 */
const built = new WeakMap<object, Map<string, unknown>>();

export function preparedOn<T>(executor: object, name: string, build: () => T): T {
  let queries = built.get(executor);
  if (!queries) {
    queries = new Map();
    built.set(executor, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build();
    queries.set(name, query);
  }
  return query;
}
