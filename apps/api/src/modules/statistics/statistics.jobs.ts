import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-queue';
import { refreshStatistics } from './statistics-refresh.service';

export const STATISTICS_REFRESH_JOB = 'statistics.refresh';

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
