import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-queue';
import { summariseJournalDays } from './day-totals.service';

export const DAY_TOTALS_JOB = 'accounting.day-totals';

/**
 * Every night at 22:20 UTC (00:20 Lusaka), once a day has ended: the day totals the trial balance reads
 * (summariseJournalDays), up to the day before yesterday of the business date, handed in by bootstrap.ts.
 * Safe to run again; a night it missed is caught up by the next.
 */
export function dayTotalsJob(
  deps: Pick<AppContext, 'db' | 'now' | 'logger'> & { today: () => Promise<string> },
): JobDefinition {
  return {
    name: DAY_TOTALS_JOB,
    cron: '20 22 * * *',
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    async handler() {
      await summariseJournalDays(deps, await deps.today());
    },
  };
}
