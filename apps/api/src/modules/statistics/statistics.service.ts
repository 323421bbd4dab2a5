import type { PortfolioDay, PortfolioSnapshot } from '@kwacha/db';
import { errorDetail } from '@kwacha/shared/api/envelope';
import { lusakaToday } from '@kwacha/shared/identity/age';
import type { LoanStatus } from '@kwacha/shared/loans/loan-status';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import {
  ARREARS_BUCKETS,
  PAR_THRESHOLDS,
  type Statistics,
  type StatisticsQuery,
} from '@kwacha/shared/staff/statistics';
import type { AppContext } from '../../context';
import { ValidationError } from '../../lib/domain-errors';
import { findProductById } from '../loan-products/loan-products.public';
import { readDelinquencyBuckets } from '../settings/settings.public';
import { collectionFigures, percentOf } from './collection-figures';
import { mergeHistograms, quantileMinutes } from './duration-buckets';
import {
  collectorsIn,
  daysIn,
  latestSnapshot,
  monthCloses,
  rollsIn,
  statusCounts,
} from './statistics.repository';
import { monthsOf, type Period, resolvePeriod } from './statistics-period';
import { refreshStatistics } from './statistics-refresh.service';

type Deps = Pick<AppContext, 'db' | 'now' | 'logger'>;

const sum = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((total, r) => total + pick(r), 0);

/** Index of the first bucket at least `days` late (PAR30 → 30–59, 60–89, 90+). */
const firstBucketFrom = (days: number) => ({ 30: 2, 60: 3, 90: 4 })[days] ?? ARREARS_BUCKETS.length;

function bookOf(snapshots: readonly PortfolioSnapshot[]) {
  const counts = ARREARS_BUCKETS.map((_, i) => sum(snapshots, (s) => s.bucketCounts[i] ?? 0));
  const principals = ARREARS_BUCKETS.map((_, i) => sum(snapshots, (s) => s.bucketPrincipal[i] ?? 0));
  return {
    activeLoans: sum(snapshots, (s) => s.activeLoans),
    principal: sum(snapshots, (s) => s.principal),
    interest: sum(snapshots, (s) => s.interest),
    fees: sum(snapshots, (s) => s.fees),
    penalties: sum(snapshots, (s) => s.penalties),
    counts,
    principals,
  };
}

const lateFrom = (book: ReturnType<typeof bookOf>, days: number) => {
  const from = firstBucketFrom(days);
  return {
    balance: sum(book.principals.slice(from), (n) => n),
    count: sum(book.counts.slice(from), (n) => n),
  };
};

/** The Reports & Statistics page's figures (docs/product.md §14), from the tables the refresh job keeps. */
export async function portfolioStatistics(deps: Deps, query: StatisticsQuery): Promise<Statistics> {
  const today = lusakaToday(deps.now());
  const period = resolvePeriod(query, today);
  const product = query.product ?? null;
  if (product && !(await findProductById(deps.db, product))) {
    throw new ValidationError([errorDetail('product', 'Unknown product.')]);
  }
  let snapshot = await latestSnapshot(deps.db, null);
  // A new installation has never been worked out: do it now, once (the job keeps it current after that).
  if (snapshot.length === 0) {
    await refreshStatistics(deps);
    snapshot = await latestSnapshot(deps.db, null);
  }
  const current = product ? snapshot.filter((s) => s.productId === product) : snapshot;
  const months = monthsOf(period);
  const [days, closes, counts, rolls, collectors, { upperBounds }] = await Promise.all([
    daysIn(deps.db, period.from, period.to, product),
    monthCloses(deps.db, period.from, period.to, product),
    statusCounts(deps.db, product),
    rollsIn(deps.db, months[0] ?? '', months.at(-1) ?? '', product),
    collectorsIn(deps.db, period.from, period.to, product),
    readDelinquencyBuckets(deps.db),
  ]);
  const book = bookOf(current);
  // No snapshot yet (nothing paid out): no time to show, rather than the epoch.
  const asOf = snapshot.length > 0 ? new Date(Math.max(...snapshot.map((s) => s.takenAt.getTime()))) : null;
  return {
    asOf: asOf?.toISOString() ?? null,
    period,
    product,
    portfolio: {
      activeLoans: book.activeLoans,
      principalOutstanding: ngweeToKwacha(book.principal),
      interestReceivable: ngweeToKwacha(book.interest),
      feesReceivable: ngweeToKwacha(book.fees),
      penaltiesReceivable: ngweeToKwacha(book.penalties),
      totalOutstanding: ngweeToKwacha(book.principal + book.interest + book.fees + book.penalties),
    },
    months: monthFigures(period, days, closes),
    collection: {
      collectedAmount: ngweeToKwacha(sum(days, (d) => d.collectedAmount)),
      dueAmount: ngweeToKwacha(sum(days, (d) => d.dueAmount)),
      ratePercent: percentOf(
        sum(days, (d) => d.collectedAmount),
        sum(days, (d) => d.dueAmount),
      ),
    },
    risk: {
      par: PAR_THRESHOLDS.map((threshold) => {
        const late = lateFrom(book, threshold);
        return {
          days: threshold,
          balance: ngweeToKwacha(late.balance),
          balancePercent: percentOf(late.balance, book.principal),
          count: late.count,
          countPercent: percentOf(late.count, book.activeLoans),
        };
      }),
      ageing: ARREARS_BUCKETS.map((bucket, i) => ({
        bucket,
        count: book.counts[i] ?? 0,
        principal: ngweeToKwacha(book.principals[i] ?? 0),
        principalPercent: percentOf(book.principals[i] ?? 0, book.principal),
      })),
    },
    pipeline: pipeline(days, counts),
    collections: collectionFigures({ months, bucketBounds: upperBounds, rolls, days, collectors }),
  };
}

function monthFigures(
  period: Period,
  days: readonly PortfolioDay[],
  closes: readonly { month: string; snapshot: PortfolioSnapshot }[],
) {
  return monthsOf(period).map((month) => {
    const inMonth = days.filter((d) => d.day.startsWith(month));
    const closing = bookOf(closes.filter((c) => c.month === month).map((c) => c.snapshot));
    const hadBook = closes.some((c) => c.month === month);
    return {
      month,
      disbursedCount: sum(inMonth, (d) => d.disbursedCount),
      disbursedAmount: ngweeToKwacha(sum(inMonth, (d) => d.disbursedAmount)),
      collectedCount: sum(inMonth, (d) => d.collectedCount),
      collectedAmount: ngweeToKwacha(sum(inMonth, (d) => d.collectedAmount)),
      dueAmount: ngweeToKwacha(sum(inMonth, (d) => d.dueAmount)),
      writtenOffAmount: ngweeToKwacha(sum(inMonth, (d) => d.writtenOffAmount)),
      recoveredAmount: ngweeToKwacha(sum(inMonth, (d) => d.recoveredAmount)),
      par30Percent: hadBook ? percentOf(lateFrom(closing, 30).balance, closing.principal) : null,
    };
  });
}

function pipeline(days: readonly PortfolioDay[], counts: readonly { status: LoanStatus; count: string }[]) {
  const approvedByRules = sum(days, (d) => d.approvedByRules);
  const approvedByStaff = sum(days, (d) => d.approvedByStaff);
  const rejected = sum(days, (d) => d.rejected);
  const approved = approvedByRules + approvedByStaff;
  const decisions = mergeHistograms(days.map((d) => d.decisionMinutes));
  const disbursals = mergeHistograms(days.map((d) => d.disbursalMinutes));
  const summary = (histogram: number[]) => ({
    count: sum(histogram, (n) => n),
    medianMinutes: quantileMinutes(histogram, 0.5),
    p90Minutes: quantileMinutes(histogram, 0.9),
  });
  return {
    byStatus: counts
      .map((c) => ({ status: c.status, count: Number(c.count) }))
      .filter((c) => c.count > 0)
      .sort((a, b) => b.count - a.count),
    applications: sum(days, (d) => d.applications),
    approved,
    instantApprovals: approvedByRules,
    manualApprovals: approvedByStaff,
    rejected,
    approvalRatePercent: percentOf(approved, approved + rejected),
    timeToDecision: summary(decisions),
    approvalToDisbursement: summary(disbursals),
  };
}
