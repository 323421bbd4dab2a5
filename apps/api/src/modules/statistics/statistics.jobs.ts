import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-queue';
import { recordMonthEnd } from './statistics-month-end.service';
import { refreshStatistics } from './statistics-refresh.service';

export const STATISTICS_REFRESH_JOB = 'statistics.refresh';
export const STATISTICS_MONTH_END_JOB = 'statistics.month-end';

/** Every 10 minutes: the page's figures are never older than that (decision 011). */
export function statisticsRefreshJob(deps: Pick<AppContext, 'db' | 'now' | 'logger'>): JobDefinition {
  return {
    name: STATISTICS_REFRESH_JOB,
    cron: '*/10 * * * *',
    retry: { limit: 2, delaySeconds: 60, backoff: false },
    async handler() {
      await refreshStatistics(deps);
    },
  };
}

/**
 * Every morning at 05:00 UTC (07:00 Lusaka), an hour after the daily servicing run ages every loan: on a
 * month's last business day, the month's close of each loan's bucket (recordMonthEnd). `today` is the
 * business date, handed in by bootstrap.ts as for servicing. Safe to run again the same day.
 */
export function statisticsMonthEndJob(
  deps: Pick<AppContext, 'db' | 'now'> & { today: () => Promise<string> },
): JobDefinition {
  return {
    name: STATISTICS_MONTH_END_JOB,
    cron: '0 5 * * *',
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    async handler() {
      await recordMonthEnd(deps, await deps.today());
    },
  };
}
