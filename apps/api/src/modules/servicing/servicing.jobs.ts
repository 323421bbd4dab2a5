import type { JobDefinition } from '../../jobs/job-queue';
import { runDailyServicing, type ServicingDeps } from './servicing.service';

export const DAILY_SERVICING_JOB = 'loan.servicing.daily';

/**
 * Every morning in Lusaka: 04:00 UTC is 06:00 in Africa/Lusaka (UTC+2 all year, no daylight saving), so
 * reminders arrive at the start of the borrower's day. Safe to run again the same day.
 */
export function dailyServicingJob(deps: ServicingDeps): JobDefinition {
  return {
    name: DAILY_SERVICING_JOB,
    cron: '0 4 * * *',
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    async handler() {
      await runDailyServicing(deps);
    },
  };
}
