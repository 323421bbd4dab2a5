import { lusakaToday } from '@kwacha/shared/identity/age';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import type { AppContext } from '../../context';
import { type DaysSummarised, summariseDaysThrough } from './day-totals.repository';

type Deps = Pick<AppContext, 'db' | 'now' | 'logger'>;

/**
 * How many days the summarised days trail "today" (docs/decisions/049). An entry is dated by the time its
 * posting took (`created_at`) but seen only once its transaction commits: a posting that starts at 23:59
 * and commits at 00:01 belongs to a day that has already ended. Summing only days that ended at least a
 * whole day ago (up to the day before yesterday) leaves a day for such postings to land, so a day's
 * totals, once written, are final and nothing is missed.
 */
export const DAY_TOTALS_LAG_DAYS = 2;

export interface DayTotalsReport extends DaysSummarised {
  /** The last day this run may summarise. */
  through: string;
}

/**
 * The day-totals job (docs/product.md §24.2): the totals per account of every finished Lusaka day not yet
 * summarised, up to two days before `today`, the business day. Entries carry the real time (a posting's
 * clock, not the business date, docs/product.md §14.5.1), and outside production the business date may
 * run ahead of it, so the days counted back from are the earlier of the business day and the real one.
 * Running it again changes nothing.
 */
export async function summariseJournalDays(deps: Deps, today: string): Promise<DayTotalsReport> {
  const realToday = lusakaToday(deps.now());
  const through = addCalendarDays(today < realToday ? today : realToday, -DAY_TOTALS_LAG_DAYS);
  const summarised = await deps.db.transaction((tx) => summariseDaysThrough(tx, through));
  if (summarised.rows > 0) deps.logger.info({ through, ...summarised }, 'journal days summarised');
  return { through, ...summarised };
}
