import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-queue';
import { postMonthEndProvisions } from './provisions.service';

export const PROVISIONS_JOB = 'accounting.provisions';

/**
 * Every morning at 03:30 UTC (05:30 Lusaka), before the daily servicing run ages the loans: on a month's
 * first business day, the provisions of the month that ended (postMonthEndProvisions); any other day it
 * does nothing. `today` is the business date, handed in by bootstrap.ts as for servicing. Safe to run
 * again: each loan's change is keyed by loan and month.
 */
export function provisionsJob(
  deps: Pick<AppContext, 'db' | 'now' | 'logger'> & { today: () => Promise<string> },
): JobDefinition {
  return {
    name: PROVISIONS_JOB,
    cron: '30 3 * * *',
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    async handler() {
      await postMonthEndProvisions(deps, await deps.today());
    },
  };
}
