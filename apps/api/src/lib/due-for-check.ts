import type { Executor } from '@kwacha/db';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * The ids of up to `limit` rows still in `status` that nobody has asked the provider about since
 * `checkedBefore`, never asked first, locked for update and skipping rows another worker holds (SKIP
 * LOCKED): the subquery a repository's claim stamps, so that workers running at once take different rows.
 */
export function dueForCheck(
  db: Executor,
  table: PgTable & { id: PgColumn; status: PgColumn; lastCheckedAt: PgColumn },
  status: string,
  { checkedBefore, limit }: { checkedBefore: Date; limit: number },
) {
  return db
    .select({ id: table.id })
    .from(table)
    .where(
      and(eq(table.status, status), or(isNull(table.lastCheckedAt), lt(table.lastCheckedAt, checkedBefore))),
    )
    .orderBy(sql`${table.lastCheckedAt} asc nulls first`)
    .limit(limit)
    .for('update', { skipLocked: true });
}
