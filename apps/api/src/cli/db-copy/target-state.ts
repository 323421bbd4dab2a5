import type { Executor } from '@kwacha/db';
import { sql } from 'drizzle-orm';
import { MAIN_TABLES } from '../../lib/db-backup/main-table-counts';
import { rowsOf } from './sql-rows';

/**
 * What the target already holds, asked before anything is written. A database a server was started on
 * once holds only what the migrations seed (loan products, settings) and pg-boss's queue: that is
 * replaced without --force. A person, a loan or money in it (a row in a main table) is not.
 */
export async function targetHoldsData(db: Pick<Executor, 'execute'>): Promise<string[]> {
  const present = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  const names = new Set(present.map((row) => row.name));
  const held: string[] = [];
  for (const table of MAIN_TABLES) {
    if (!names.has(table)) continue;
    const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${table}"`));
    if (row && row.n > 0) held.push(`${table} (${row.n} rows)`);
  }
  return held;
}
