import type { Executor } from '@kwacha/db';
import type { SQL } from 'drizzle-orm';

/** The rows of a raw query, whichever driver runs it (both answer `{ rows }`). */
export async function rowsOf<T = Record<string, unknown>>(db: Pick<Executor, 'execute'>, query: SQL) {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
