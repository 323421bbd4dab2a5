import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-queue';
import { recogniseInterest } from './interest-recognition.service';

export const INTEREST_RECOGNITION_JOB = 'accounting.interest-recognition';

/**
 * Every morning at 04:30 UTC (06:30 Lusaka), after the daily servicing run ages every loan and before the
 * month-end record: interest earned by the business day (recogniseInterest). `today` is the business date,
 * handed in by bootstrap.ts as for servicing. Safe to run again the same day.
 */
export function interestRecognitionJob(
  deps: Pick<AppContext, 'db' | 'now' | 'logger'> & { today: () => Promise<string> },
): JobDefinition {
  return {
    name: INTEREST_RECOGNITION_JOB,
    cron: '30 4 * * *',
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    async handler() {
      await recogniseInterest(deps, await deps.today());
    },
  };
}
