import { z } from 'zod';
import { LOAN_STATUSES } from '../loans/loan-status';
import { calendarDay } from '../validation/calendar-day';

/**
 * GET /api/statistics (admin, superuser): the portfolio at a glance (docs/product.md §14). Money is kwacha
 * with at most two decimals, read from the ledger; percentages have two decimals; dates are Lusaka days.
 */

export const STATISTICS_PERIODS = ['month', '3m', '6m', '12m', 'custom'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** Days past due of a loan's oldest unpaid instalment, in the buckets of an arrears ageing table. */
export const ARREARS_BUCKETS = ['current', '1-29', '30-59', '60-89', '90+'] as const;
export type ArrearsBucket = (typeof ARREARS_BUCKETS)[number];
export const PAR_THRESHOLDS = [30, 60, 90] as const;
export type ParThreshold = (typeof PAR_THRESHOLDS)[number];

/** The smallest and largest days past due of each bucket (null: no upper bound). */
export const ARREARS_BUCKET_DAYS: Readonly<Record<ArrearsBucket, { min: number; max: number | null }>> = {
  current: { min: 0, max: 0 },
  '1-29': { min: 1, max: 29 },
  '30-59': { min: 30, max: 59 },
  '60-89': { min: 60, max: 89 },
  '90+': { min: 90, max: null },
};

/** A custom period may span at most this many days: longer reports belong to the CSV exports by month. */
export const MAX_CUSTOM_PERIOD_DAYS = 3 * 366;

const isoDate = calendarDay();

export const statisticsQuerySchema = z
  .strictObject({
    period: z.enum(STATISTICS_PERIODS).default('month'),
    /** With `custom`: the first and last day of the period, inclusive. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** A product id, or every product when absent. */
    product: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'Unknown product.')
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') return;
    if (!q.from)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose the first day of the period.' });
    if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose the last day of the period.' });
    if (q.from && q.to && q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day must not be before the first.' });
    }
  });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

const kwacha = z.number();
const percent = z.number().nullable();

export const monthFiguresSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  disbursedCount: z.number().int(),
  /** Principal lent (the loan amounts; the borrower received them less the service fee). */
  disbursedAmount: kwacha,
  collectedCount: z.number().int(),
  collectedAmount: kwacha,
  /** Instalments (principal and interest) that fell due in the month. */
  dueAmount: kwacha,
  /** Taken off the books by write-offs approved in the month, and recovered after write-off (§23.6). */
  writtenOffAmount: kwacha,
  recoveredAmount: kwacha,
  /** PAR30 by balance at the month's end (or now, for the current month); null before any loan was out. */
  par30Percent: percent,
});
export type MonthFigures = z.infer<typeof monthFiguresSchema>;

export const durationSummarySchema = z.object({
  count: z.number().int(),
  /** Minutes; null when nothing happened in the period. Read from minute buckets: see decision 011. */
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
});
export type DurationSummary = z.infer<typeof durationSummarySchema>;

/** Of the loans open in one bucket at the previous month's end, where they stood at this month's end. */
export const rollRowSchema = z.object({
  /** 0 = current, else the delinquency bucket's number (collections.buckets[from] names it). */
  from: z.number().int(),
  loans: z.number().int(),
  /** Still owing, per bucket (index as `from`). */
  to: z.array(z.number().int()),
  paid: z.number().int(),
  writtenOff: z.number().int(),
  /** Moved to a worse bucket or were written off. */
  rolledForward: z.number().int(),
  /** rolledForward ÷ loans; null when the bucket was empty. */
  rollForwardPercent: percent,
});
export type RollRow = z.infer<typeof rollRowSchema>;

/** Roll rates, cure rate, promises kept and collected per collector (docs/product.md §14.3, §23). */
export const collectionFiguresSchema = z.object({
  /** 'Current', then each delinquency bucket as set now ('1–30 days', …, 'Over 180 days'). */
  buckets: z.array(z.string()),
  /** Months of the period whose end (and the one before) were recorded, oldest first. */
  rolls: z.array(z.object({ month: z.string(), rows: z.array(rollRowSchema) })),
  cures: z.array(
    z.object({
      month: z.string(),
      /** Past due at the previous month's end. */
      pastDue: z.number().int(),
      /** Of those, current (0 days past due) at this month's end, and paid off. */
      current: z.number().int(),
      paid: z.number().int(),
      /** (current + paid) ÷ pastDue; null when no loan was past due. */
      ratePercent: percent,
    }),
  ),
  /** Every month of the period: promises decided kept and broken in it. */
  promises: z.array(
    z.object({
      month: z.string(),
      kept: z.number().int(),
      broken: z.number().int(),
      /** kept ÷ (kept + broken); null when none was decided. */
      keptRatePercent: percent,
    }),
  ),
  /** Repayments in the period on the loans assigned to each collector, most collected first. */
  collectors: z.array(
    z.object({ collectorId: z.string(), name: z.string(), count: z.number().int(), amount: kwacha }),
  ),
});
export type CollectionFigures = z.infer<typeof collectionFiguresSchema>;

export const statisticsSchema = z.object({
  /**
   * When the portfolio figures were last worked out (they are refreshed every few minutes); null before
   * the first snapshot, which needs a loan that was paid out.
   */
  asOf: z.string().nullable(),
  period: z.object({ from: z.string(), to: z.string() }),
  product: z.string().nullable(),
  portfolio: z.object({
    activeLoans: z.number().int(),
    principalOutstanding: kwacha,
    interestReceivable: kwacha,
    feesReceivable: kwacha,
    penaltiesReceivable: kwacha,
    totalOutstanding: kwacha,
  }),
  months: z.array(monthFiguresSchema),
  collection: z.object({
    collectedAmount: kwacha,
    dueAmount: kwacha,
    /** Collected ÷ due in the period; null when nothing fell due. */
    ratePercent: percent,
  }),
  risk: z.object({
    par: z.array(
      z.object({
        days: z.number().int(),
        balance: kwacha,
        balancePercent: percent,
        count: z.number().int(),
        countPercent: percent,
      }),
    ),
    ageing: z.array(
      z.object({
        bucket: z.enum(ARREARS_BUCKETS),
        count: z.number().int(),
        principal: kwacha,
        principalPercent: percent,
      }),
    ),
  }),
  pipeline: z.object({
    /** Every application now in each status (not only the period's). */
    byStatus: z.array(z.object({ status: z.enum(LOAN_STATUSES), count: z.number().int() })),
    applications: z.number().int(),
    approved: z.number().int(),
    instantApprovals: z.number().int(),
    manualApprovals: z.number().int(),
    rejected: z.number().int(),
    /** Approved ÷ decided in the period; null when nothing was decided. */
    approvalRatePercent: percent,
    timeToDecision: durationSummarySchema,
    approvalToDisbursement: durationSummarySchema,
  }),
  collections: collectionFiguresSchema,
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** The tables the CSV export offers: GET /api/statistics/export/:table with the page's query. */
export const STATISTICS_TABLES = [
  'months',
  'ageing',
  'par',
  'pipeline',
  'rolls',
  'cures',
  'promises',
  'collectors',
] as const;
export type StatisticsTable = (typeof STATISTICS_TABLES)[number];
