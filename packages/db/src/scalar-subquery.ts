import { type SQL, sql } from 'drizzle-orm';

/**
 * A subquery to select as one column of another query (docs/performance.md: a read gathers its facts
 * in one statement, each module writing the SQL of its own tables). Drizzle writes the columns of a select
 * over a single table without their table's name, and does so to the columns at the top level of a
 * selected field's SQL as well, which makes "id" ambiguous inside a subquery that joins. One level of
 * nesting keeps the subquery's columns qualified, so it means the same in whatever query selects it.
 */
export function scalarSubquery<T>(query: SQL): SQL<T> {
  return sql<T>`${query}`;
}
