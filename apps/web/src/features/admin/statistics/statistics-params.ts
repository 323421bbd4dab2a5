import {
  STATISTICS_PERIODS,
  type StatisticsPeriod,
  statisticsQuerySchema,
} from '@kwacha/shared/staff/statistics';
import { isApiError } from '../../../lib/api-client';

/**
 * What the page shows, as the URL holds it (/admin-dashboard/statistics?period=3m&product=personal), so a
 * view can be bookmarked and the back button returns to the previous one. Each value is '' when absent;
 * "This month" is the default and stays out of the URL.
 */
export interface StatisticsParams {
  period: StatisticsPeriod;
  /** The first and last day of a custom period (inclusive Lusaka days), as typed. */
  from: string;
  to: string;
  /** A product id, '' for every product. */
  product: string;
}

export const PERIOD_OPTIONS: readonly { value: StatisticsPeriod; label: string }[] = [
  { value: 'month', label: 'This month' },
  { value: '3m', label: 'Last 3 months' },
  { value: '6m', label: 'Last 6 months' },
  { value: '12m', label: 'Last 12 months' },
  { value: 'custom', label: 'Custom' },
];

const PRODUCT_ID = /^[a-z0-9-]{1,40}$/;

const isPeriod = (value: string | null): value is StatisticsPeriod =>
  value !== null && (STATISTICS_PERIODS as readonly string[]).includes(value);

/** The page's view from the URL: an unknown period is "This month", a malformed product every product. */
export function readStatisticsParams(search: URLSearchParams): StatisticsParams {
  const period = search.get('period');
  const product = search.get('product') ?? '';
  const custom = period === 'custom';
  return {
    period: isPeriod(period) ? period : 'month',
    from: custom ? (search.get('from') ?? '') : '',
    to: custom ? (search.get('to') ?? '') : '',
    product: PRODUCT_ID.test(product) ? product : '',
  };
}

/** The URL search of a view: defaults left out, the dates only with a custom period. */
export function statisticsSearch(params: StatisticsParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.period !== 'month') search.set('period', params.period);
  if (params.period === 'custom') {
    if (params.from) search.set('from', params.from);
    if (params.to) search.set('to', params.to);
  }
  if (params.product) search.set('product', params.product);
  return search;
}

/** The query of GET /api/admin/statistics (and of its CSV exports) for a view. */
export function statisticsApiQuery(params: StatisticsParams): string {
  const query = new URLSearchParams({ period: params.period });
  if (params.period === 'custom') {
    if (params.from) query.set('from', params.from);
    if (params.to) query.set('to', params.to);
  }
  if (params.product) query.set('product', params.product);
  return query.toString();
}

export type PeriodField = 'from' | 'to';
export type PeriodErrors = Partial<Record<PeriodField | 'product', string>>;

/**
 * A custom period checked by the schema the API validates with, so the browser refuses a missing day or
 * an end before the start with the server's words; only the server knows "today" for sure.
 */
export function customPeriodErrors(from: string, to: string): PeriodErrors {
  const parsed = statisticsQuerySchema.safeParse({
    period: 'custom',
    ...(from && { from }),
    ...(to && { to }),
  });
  const errors: PeriodErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'from' || field === 'to') errors[field] ??= issue.message;
  }
  return errors;
}

/** The field messages of a 400 from the statistics API ({ field, message } per problem). */
export function serverPeriodErrors(error: unknown): PeriodErrors {
  const errors: PeriodErrors = {};
  if (!isApiError(error) || error.status !== 400) return errors;
  for (const detail of error.details) {
    const message = detail.message || detail.msg;
    if (message && (detail.field === 'from' || detail.field === 'to' || detail.field === 'product')) {
      errors[detail.field] ??= message;
    }
  }
  return errors;
}
