import type { Executor, NewCollectorDay, NewPortfolioDay, NewPortfolioSnapshot } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { ARREARS_BUCKETS } from '@kwacha/shared/staff/statistics';
import type { AppContext } from '../../context';
import { emptyHistogram } from './duration-buckets';
import {
  daysComputedThrough,
  replaceCollectorDays,
  replaceDays,
  replaceSnapshot,
  setDaysComputedThrough,
  tryRefreshLock,
} from './statistics.repository';
import { addDays } from './statistics-period';
import {
  applicationsByDay,
  collectionsByCollectorDay,
  collectionsByDay,
  decisionsByDay,
  disbursementsByDay,
  duesByDay,
  firstActivityDay,
  positionsByBucket,
  promisesByDay,
  writeOffsByDay,
} from './statistics-sources.repository';

type Deps = Pick<AppContext, 'db' | 'now' | 'logger'>;

/** Days worked out per pass: a first refresh over years of history goes a month at a time. */
const DAYS_PER_PASS = 31;

/** The first instant of a Lusaka day (UTC+2 all year, no daylight saving). */
export const lusakaMidnight = (day: string) => new Date(`${day}T00:00:00+02:00`);

/**
 * Brings the statistics up to date (decision 011): the day rows from the day before the last run up to
 * today (days before that cannot change: every source stamps "now" when it writes), and a snapshot of
 * what the book owes now. Another process refreshing at the same moment makes this one a no-op.
 */
export async function refreshStatistics(deps: Deps): Promise<{ refreshed: boolean; days: number }> {
  const now = deps.now();
  const today = lusakaToday(now);
  const result = await deps.db.transaction(async (tx) => {
    if (!(await tryRefreshLock(tx))) return { refreshed: false, days: 0 };
    const through = await daysComputedThrough(tx);
    let first = through ? addDays(through, -1) : ((await firstActivityDay(tx)) ?? today);
    if (first > today) first = today;
    let days = 0;
    for (let start = first; start <= today; start = addDays(start, DAYS_PER_PASS)) {
      const last = [addDays(start, DAYS_PER_PASS - 1), today].sort()[0] ?? today;
      await replaceDays(tx, start, last, await dayRows(tx, start, last, now));
      await replaceCollectorDays(tx, start, last, await collectorRows(tx, start, last));
      days += 1 + Math.round((Date.parse(last) - Date.parse(start)) / 86_400_000);
    }
    await replaceSnapshot(tx, today, await snapshotRows(tx, today, now));
    await setDaysComputedThrough(tx, today);
    return { refreshed: true, days };
  });
  if (result.refreshed && result.days > 2) deps.logger.info({ days: result.days }, 'statistics worked out');
  return result;
}

const rangeOf = (firstDay: string, lastDay: string) => ({
  start: lusakaMidnight(firstDay),
  end: lusakaMidnight(addDays(lastDay, 1)),
});

/** What each collector's loans repaid each day, per product (docs/product.md §14.3). */
async function collectorRows(tx: Executor, firstDay: string, lastDay: string): Promise<NewCollectorDay[]> {
  return collectionsByCollectorDay(tx, rangeOf(firstDay, lastDay));
}

async function dayRows(tx: Executor, firstDay: string, lastDay: string, now: Date) {
  const range = rangeOf(firstDay, lastDay);
  // One after another: a transaction is one connection, which runs one query at a time anyway.
  const applications = await applicationsByDay(tx, range);
  const decisions = await decisionsByDay(tx, range);
  const disbursements = await disbursementsByDay(tx, range);
  const collections = await collectionsByDay(tx, range);
  const dues = await duesByDay(tx, firstDay, lastDay);
  const writeOffs = await writeOffsByDay(tx, range);
  const promises = await promisesByDay(tx, firstDay, lastDay);
  const rows = new Map<string, NewPortfolioDay & { decisionMinutes: number[]; disbursalMinutes: number[] }>();
  const row = (day: string, productId: string) => {
    const key = `${day}|${productId}`;
    let r = rows.get(key);
    if (!r) {
      r = {
        day,
        productId,
        applications: 0,
        approvedByRules: 0,
        approvedByStaff: 0,
        rejected: 0,
        disbursedCount: 0,
        disbursedAmount: 0,
        collectedCount: 0,
        collectedAmount: 0,
        dueAmount: 0,
        writtenOffAmount: 0,
        recoveredAmount: 0,
        promisesKept: 0,
        promisesBroken: 0,
        decisionMinutes: emptyHistogram(),
        disbursalMinutes: emptyHistogram(),
        computedAt: now,
      };
      rows.set(key, r);
    }
    return r;
  };
  for (const a of applications) row(a.day, a.productId).applications += a.count;
  for (const d of decisions) {
    const r = row(d.day, d.productId);
    r.approvedByRules += d.approvedByRules;
    r.approvedByStaff += d.approvedByStaff;
    r.rejected += d.rejected;
    addToBucket(r.decisionMinutes, d.bucket, d.approvedByRules + d.approvedByStaff + d.rejected);
  }
  for (const d of disbursements) {
    const r = row(d.day, d.productId);
    r.disbursedCount += d.count;
    r.disbursedAmount += d.amount;
    if (d.bucket !== null) addToBucket(r.disbursalMinutes, d.bucket, d.count);
  }
  for (const c of collections) {
    const r = row(c.day, c.productId);
    r.collectedCount += c.count;
    r.collectedAmount += c.amount;
  }
  for (const d of dues) row(d.day, d.productId).dueAmount += d.amount;
  for (const w of writeOffs.writtenOff) {
    const r = row(w.day, w.productId);
    r.writtenOffAmount = (r.writtenOffAmount ?? 0) + w.amount;
  }
  for (const w of writeOffs.recovered) {
    const r = row(w.day, w.productId);
    r.recoveredAmount = (r.recoveredAmount ?? 0) + w.amount;
  }
  for (const p of promises) {
    const r = row(p.day, p.productId);
    r.promisesKept = (r.promisesKept ?? 0) + p.kept;
    r.promisesBroken = (r.promisesBroken ?? 0) + p.broken;
  }
  return [...rows.values()];
}

function addToBucket(histogram: number[], bucket: number, count: number) {
  const i = Math.min(Math.max(bucket, 0), histogram.length - 1);
  histogram[i] = (histogram[i] ?? 0) + count;
}

async function snapshotRows(tx: Executor, today: string, now: Date): Promise<NewPortfolioSnapshot[]> {
  const byProduct = new Map<
    string,
    NewPortfolioSnapshot & { bucketCounts: number[]; bucketPrincipal: number[] }
  >();
  for (const p of await positionsByBucket(tx, today)) {
    let s = byProduct.get(p.productId);
    if (!s) {
      s = {
        day: today,
        productId: p.productId,
        takenAt: now,
        activeLoans: 0,
        principal: 0,
        interest: 0,
        fees: 0,
        penalties: 0,
        bucketCounts: ARREARS_BUCKETS.map(() => 0),
        bucketPrincipal: ARREARS_BUCKETS.map(() => 0),
      };
      byProduct.set(p.productId, s);
    }
    s.activeLoans += p.count;
    s.principal += p.principal;
    s.interest += p.interest;
    s.fees += p.fees;
    s.penalties += p.penalties;
    s.bucketCounts[p.bucket] = (s.bucketCounts[p.bucket] ?? 0) + p.count;
    s.bucketPrincipal[p.bucket] = (s.bucketPrincipal[p.bucket] ?? 0) + p.principal;
  }
  return [...byProduct.values()];
}

/** Makes the next refresh work out every day again (after history was written by hand, e.g. seeding). */
export async function forgetWorkedOutDays(db: Executor): Promise<void> {
  await setDaysComputedThrough(db, null);
}
