import type { JobDefinition } from '../../jobs/job-queue';
import { runDailyServicing, type ServicingDeps } from './servicing.service';

export const DAILY_SERVICING_JOB = 'loan.servicing.daily';

/**
 * Every morning in Lusaka: 04:00 UTC is 06:00 in Africa/Lusaka (UTC+2 all year, no daylight saving), so
 * reminders arrive at the start of the borrower's day. Safe to run again the same day. `today` is the
 * business date (docs/product.md §14.5.1), handed in by bootstrap.ts: settings, which holds it, is read
 * there, so a moved date keeps the scheduled run on the day the catch-up left.
 */
export function dailyServicingJob(deps: ServicingDeps & { today?: () => Promise<string> }): JobDefinition {
  return {
    name: DAILY_SERVICING_JOB,
    cron: '0 4 * * *',
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    async handler() {
      const today = await deps.today?.();
      await runDailyServicing(deps, today === undefined ? {} : { today });
    },
  };
}
