import {
  collectorDays,
  type Executor,
  type NewCollectorDay,
  type NewPortfolioDay,
  type NewPortfolioSnapshot,
  portfolioDays,
  portfolioRolls,
  portfolioSnapshots,
  productStatusCounts,
  statisticsProgress,
  users,
} from '@kwacha/db';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';

/** The statistics module's own tables: the day rows and snapshots the refresh job writes. */

export async function replaceDays(tx: Executor, firstDay: string, lastDay: string, rows: NewPortfolioDay[]) {
  // Replaced, not merged: a day whose activity moved away (a product with nothing left) loses its row.
  await tx
    .delete(portfolioDays)
    .where(and(gte(portfolioDays.day, firstDay), lte(portfolioDays.day, lastDay)));
  for (let i = 0; i < rows.length; i += 500) await tx.insert(portfolioDays).values(rows.slice(i, i + 500));
}

export async function replaceCollectorDays(
  tx: Executor,
  firstDay: string,
  lastDay: string,
  rows: NewCollectorDay[],
) {
  await tx
    .delete(collectorDays)
    .where(and(gte(collectorDays.day, firstDay), lte(collectorDays.day, lastDay)));
  for (let i = 0; i < rows.length; i += 500) await tx.insert(collectorDays).values(rows.slice(i, i + 500));
}

export async function replaceSnapshot(tx: Executor, day: string, rows: NewPortfolioSnapshot[]) {
  await tx.delete(portfolioSnapshots).where(eq(portfolioSnapshots.day, day));
  if (rows.length > 0) await tx.insert(portfolioSnapshots).values(rows);
}

export async function daysComputedThrough(db: Executor): Promise<string | null> {
  const [row] = await db.select().from(statisticsProgress);
  return row?.daysComputedThrough ?? null;
}

export async function setDaysComputedThrough(db: Executor, day: string | null) {
  await db
    .insert(statisticsProgress)
    .values({ singleton: true, daysComputedThrough: day })
    .onConflictDoUpdate({ target: statisticsProgress.singleton, set: { daysComputedThrough: day } });
}

/** Takes the refresh's lock for the rest of the transaction, or answers false when another run holds it. */
export async function tryRefreshLock(tx: Executor): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext('kwacha.statistics.refresh')) as ok`,
  );
  const rows = (result as unknown as { rows: { ok: boolean }[] }).rows;
  return rows[0]?.ok === true;
}

const forProduct = (
  column:
    | typeof portfolioDays.productId
    | typeof portfolioSnapshots.productId
    | typeof portfolioRolls.productId
    | typeof collectorDays.productId,
  product: string | null,
): SQL | undefined => (product ? eq(column, product) : undefined);

export async function daysIn(db: Executor, from: string, to: string, product: string | null) {
  return db
    .select()
    .from(portfolioDays)
    .where(
      and(
        gte(portfolioDays.day, from),
        lte(portfolioDays.day, to),
        forProduct(portfolioDays.productId, product),
      ),
    )
    .orderBy(asc(portfolioDays.day));
}

/** The rows of the latest snapshot (every product's, or one). */
export async function latestSnapshot(db: Executor, product: string | null) {
  const [latest] = await db
    .select({ day: portfolioSnapshots.day })
    .from(portfolioSnapshots)
    .orderBy(desc(portfolioSnapshots.day))
    .limit(1);
  if (!latest) return [];
  return db
    .select()
    .from(portfolioSnapshots)
    .where(and(eq(portfolioSnapshots.day, latest.day), forProduct(portfolioSnapshots.productId, product)));
}

/** For each month of the range, each product's last snapshot in that month (the month's close). */
export async function monthCloses(db: Executor, from: string, to: string, product: string | null) {
  const s = portfolioSnapshots;
  const month = sql<string>`to_char(${s.day}, 'YYYY-MM')`;
  return db
    .selectDistinctOn([month, s.productId], { month, snapshot: s })
    .from(s)
    .where(and(gte(s.day, from), lte(s.day, to), forProduct(s.productId, product)))
    .orderBy(month, s.productId, desc(s.day));
}

export async function statusCounts(db: Executor, product: string | null) {
  const c = productStatusCounts;
  return db
    .select({ status: c.status, count: sql<string>`sum(${c.count})` })
    .from(c)
    .where(product ? eq(c.productId, product) : undefined)
    .groupBy(c.status);
}

/** The roll counts of the months from `firstMonth` to `lastMonth` (YYYY-MM), every product's summed. */
export async function rollsIn(db: Executor, firstMonth: string, lastMonth: string, product: string | null) {
  const r = portfolioRolls;
  const rows = await db
    .select({
      month: r.month,
      fromBucket: r.fromBucket,
      toState: r.toState,
      toBucket: r.toBucket,
      loans: sql<string>`sum(${r.loans})`,
    })
    .from(r)
    .where(and(gte(r.month, firstMonth), lte(r.month, lastMonth), forProduct(r.productId, product)))
    .groupBy(r.month, r.fromBucket, r.toState, r.toBucket);
  return rows.map((row) => ({ ...row, loans: Number(row.loans) }));
}

/** Each collector's repayments over the days from `from` to `to`, with their name, most collected first. */
export async function collectorsIn(db: Executor, from: string, to: string, product: string | null) {
  const c = collectorDays;
  const rows = await db
    .select({
      collectorId: c.collectorId,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      count: sql<string>`sum(${c.collectedCount})`,
      amount: sql<string>`sum(${c.collectedAmount})`,
    })
    .from(c)
    .innerJoin(users, eq(users.id, c.collectorId))
    .where(and(gte(c.day, from), lte(c.day, to), forProduct(c.productId, product)))
    .groupBy(c.collectorId, users.firstName, users.lastName, users.username)
    .orderBy(desc(sql`sum(${c.collectedAmount})`), asc(users.username));
  return rows.map((row) => ({ ...row, count: Number(row.count), amount: Number(row.amount) }));
}
