import type { Executor } from '@kwacha/db';
import { delinquencyBucketLabel, delinquencyBucketOf } from '@kwacha/shared/loans/delinquency';
import { formatKwacha, mulDivRound, ngweeToKwacha } from '@kwacha/shared/money/money';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import { type MonthProvisions, provisionBucketLabel } from '@kwacha/shared/staff/provisions';
import { basisPointsToPercent } from '@kwacha/shared/staff/settings';
import type { AppContext } from '../../context';
import { type ProvisionChange, postProvisionChanges } from '../ledger/ledger.public';
import { readProvisionRules } from '../settings/settings.public';
import {
  closedLoansHoldingProvision,
  keepMonthEndProvisions,
  latestProvisionMonth,
  type MonthEndProvisionRow,
  monthEndProvisionsOf,
  type OpenLoanExposure,
  openLoansAfter,
} from './provisions.repository';

type Deps = Pick<AppContext, 'db' | 'now' | 'logger'>;
type Rules = Awaited<ReturnType<typeof readProvisionRules>>;

const FIRST_UUID = '00000000-0000-0000-0000-000000000000';
const FULL = 10_000;

export interface ProvisionsReport {
  /** The month-end measured (YYYY-MM), or null on any day but a month's first. */
  month: string | null;
  loans: number;
  /** Loans whose provision rose, and fell (a cure, a repayment, a loan finished). */
  raised: number;
  released: number;
}

/** The month that ended before `day`'s month, and its last day: '2027-02-01' → 2027-01, 2027-01-31. */
export function monthEndedBefore(day: string): { month: string; lastDay: string } {
  const lastDay = addCalendarDays(`${day.slice(0, 7)}-01`, -1);
  return { month: lastDay.slice(0, 7), lastDay };
}

/**
 * What a loan still being repaid is carried at (docs/decisions/050): what it owes less the interest not
 * earned yet and the interest held in suspense — principal, earned interest, fees and late fees. Never
 * below zero (interest paid ahead of its due date is still unearned).
 */
export const netExposure = (loan: Pick<OpenLoanExposure, 'receivable' | 'unearned' | 'suspended'>) =>
  Math.max(0, loan.receivable - loan.unearned - loan.suspended);

/** The bucket (0: not past due) and its rate under the rules in force. */
function bucketAndRate(rules: Rules, daysPastDue: number) {
  const bucket = delinquencyBucketOf(daysPastDue, rules.upperBounds) ?? 0;
  const rate = bucket === 0 ? rules.currentBasisPoints : (rules.bucketBasisPoints[bucket - 1] ?? FULL);
  return { bucket, rate };
}

const bucketWords = (rules: Rules, bucket: number) =>
  bucket === 0 ? 'not past due' : `${delinquencyBucketLabel(bucket, rules.upperBounds)} past due`;

/** One row per bucket, 0 (not past due) first, with the days each spans under the rules in force. */
function emptyMeasure(rules: Rules): MonthEndProvisionRow[] {
  const rates = [rules.currentBasisPoints, ...rules.bucketBasisPoints];
  return rates.map((rateBasisPoints, bucket) => ({
    bucket,
    daysFrom: bucket === 0 ? 0 : (rules.upperBounds[bucket - 2] ?? 0) + 1,
    daysTo: bucket === 0 ? 0 : (rules.upperBounds[bucket - 1] ?? null),
    loans: 0,
    exposure: 0,
    rateBasisPoints,
    provision: 0,
  }));
}

/**
 * The month-end provisions (docs/product.md §24, docs/decisions/050), on the business day `today`: on a
 * month's first day only, before the day's servicing ages the loans, so each loan's days past due are the
 * last day's. Each loan still being repaid is brought to its bucket's rate × its net exposure; a loan
 * finished (paid, written off, waived, cancelled) to nothing. The difference is posted for each loan whose
 * provision changes, keyed by loan and month, so a second run of the day — or of the month — posts nothing
 * more; entries carry the run's time, in the new month, their memo naming the month-end they measure.
 * Loans are read and posted a batch at a time, each batch in its own transaction.
 */
export async function postMonthEndProvisions(
  deps: Deps,
  today: string,
  options: { batchSize?: number } = {},
): Promise<ProvisionsReport> {
  if (!today.endsWith('-01')) return { month: null, loans: 0, raised: 0, released: 0 };
  const { month, lastDay } = monthEndedBefore(today);
  const rules = await readProvisionRules(deps.db);
  const report: ProvisionsReport = { month, loans: 0, raised: 0, released: 0 };
  const measure = emptyMeasure(rules);
  const post = async (changes: ProvisionChange[]) => {
    if (changes.length === 0) return;
    const posted = new Set(
      await deps.db.transaction((tx) => postProvisionChanges(tx, month, changes, deps.now())),
    );
    for (const c of changes.filter((c) => posted.has(c.loanId))) {
      if (c.change > 0) report.raised += 1;
      else report.released += 1;
    }
  };

  let after = FIRST_UUID;
  for (;;) {
    const loans = await openLoansAfter(deps.db, { after, limit: options.batchSize ?? 1_000 });
    const changes: ProvisionChange[] = [];
    for (const loan of loans) {
      const { bucket, rate } = bucketAndRate(rules, loan.daysPastDue);
      const exposure = netExposure(loan);
      const target = mulDivRound(exposure, rate, FULL);
      const row = measure[bucket];
      if (row) {
        row.loans += 1;
        row.exposure += exposure;
        row.provision += target;
      }
      if (target !== loan.provision) {
        changes.push({
          loanId: loan.loanId,
          change: target - loan.provision,
          memo: `Provision at ${lastDay}, ${bucketWords(rules, bucket)} at ${basisPointsToPercent(rate)}%: ${formatKwacha(target)} (was ${formatKwacha(loan.provision)})`,
        });
      }
    }
    report.loans += loans.length;
    await post(changes);
    const last = loans.at(-1);
    if (!last) break;
    after = last.loanId;
  }

  // A loan finished holds nothing: a written-off loan's loss is in write_off_expense already.
  const finished = await closedLoansHoldingProvision(deps.db);
  const batch = options.batchSize ?? 1_000;
  for (let i = 0; i < finished.length; i += batch) {
    await post(
      finished.slice(i, i + batch).map((loan) => ({
        loanId: loan.loanId,
        change: -loan.provision,
        memo: `Provision at ${lastDay} released, loan ${loan.status.replace('_', ' ')}: ${formatKwacha(0)} (was ${formatKwacha(loan.provision)})`,
      })),
    );
  }

  await keepMonthEndProvisions(deps.db, month, measure, deps.now());
  deps.logger.info({ today, ...report }, 'month-end provisions posted');
  return report;
}

/**
 * GET /api/admin/accounting/provisions: a month-end's provisions by bucket as the job measured them
 * (kwacha), or the latest month measured; empty before the job has measured one.
 */
export async function monthProvisions(db: Executor, month?: string): Promise<MonthProvisions> {
  const asked = month ?? (await latestProvisionMonth(db)) ?? null;
  const rows = asked === null ? [] : await monthEndProvisionsOf(db, asked);
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((s, row) => s + pick(row), 0);
  return {
    month: asked,
    measuredAt: rows[0]?.measuredAt.toISOString() ?? null,
    buckets: rows.map((row) => ({
      bucket: row.bucket,
      label: provisionBucketLabel(row.daysFrom, row.daysTo),
      loans: row.loans,
      exposure: ngweeToKwacha(row.exposure),
      ratePercent: basisPointsToPercent(row.rateBasisPoints),
      provision: ngweeToKwacha(row.provision),
    })),
    totals: {
      loans: sum((row) => row.loans),
      exposure: ngweeToKwacha(sum((row) => row.exposure)),
      provision: ngweeToKwacha(sum((row) => row.provision)),
    },
  };
}
