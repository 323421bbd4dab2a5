import { errorDetail } from '@kwacha/shared/api/envelope';
import { addMonths } from '@kwacha/shared/loans/calendar';
import type { StatisticsQuery } from '@kwacha/shared/staff/statistics';
import { MAX_CUSTOM_PERIOD_DAYS } from '@kwacha/shared/staff/statistics';
import { ValidationError } from '../../lib/domain-errors';

export interface Period {
  /** First and last Lusaka day, inclusive. */
  from: string;
  to: string;
}

const MONTHS_BACK = { month: 0, '3m': 2, '6m': 5, '12m': 11 } as const;

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** Days between two ISO dates (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The days a report covers. "This month" is the 1st to today; "last 3/6/12 months" are whole calendar
 * months ending with the current one (so the month bars line up), up to today. A custom period may not
 * end after today (nothing has happened yet) and may span at most MAX_CUSTOM_PERIOD_DAYS.
 */
export function resolvePeriod(query: StatisticsQuery, today: string): Period {
  if (query.period !== 'custom') {
    return { from: addMonths(firstOfMonth(today), -MONTHS_BACK[query.period]), to: today };
  }
  const from = query.from ?? today;
  const to = query.to ?? today;
  if (to > today) throw new ValidationError([errorDetail('to', 'The period cannot end after today.')]);
  if (daysBetween(from, to) + 1 > MAX_CUSTOM_PERIOD_DAYS) {
    throw new ValidationError([errorDetail('from', 'Choose a period of at most three years.')]);
  }
  return { from, to };
}

/** The calendar months (YYYY-MM) a period touches, oldest first. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  for (let day = firstOfMonth(period.from); day <= period.to; day = addMonths(day, 1)) {
    months.push(day.slice(0, 7));
  }
  return months;
}
