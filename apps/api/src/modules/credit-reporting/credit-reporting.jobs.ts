import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-queue';
import { SubmissionSentError } from './credit-reporting.errors';
import { buildSubmission } from './submission-build.service';

export const CREDIT_BUREAU_FILE_JOB = 'credit-reporting.monthly-file';

/**
 * On the business date's first day of a month, builds the month that ended (docs/product.md §25.3); any
 * other day it does nothing. A month already marked sent is left as it is. Returns the month built. One of
 * the daily business jobs (bootstrap.ts), so moving the business date over a month's start builds it.
 */
export async function buildMonthlyFile(
  deps: Pick<AppContext, 'db' | 'now' | 'logger'>,
  today: string,
): Promise<string | null> {
  if (!today.endsWith('-01')) return null;
  const month = addCalendarDays(today, -1).slice(0, 7);
  try {
    await buildSubmission(deps, { month, staffId: null, today });
    return month;
  } catch (error) {
    if (error instanceof SubmissionSentError) return null;
    throw error;
  }
}

/**
 * Every morning at 04:30 UTC (06:30 Lusaka), after the daily run and the month-end provisions: on the
 * first of a month, the bureau file of the month that ended. `today` is the business date, handed in by
 * bootstrap.ts as for the provisions. Safe to run again: the month is rebuilt in place until it is sent.
 */
export function creditBureauFileJob(
  deps: Parameters<typeof buildMonthlyFile>[0] & { today: () => Promise<string> },
): JobDefinition {
  return {
    name: CREDIT_BUREAU_FILE_JOB,
    cron: '30 4 * * *',
    retry: { limit: 3, delaySeconds: 600, backoff: true },
    async handler() {
      await buildMonthlyFile(deps, await deps.today());
    },
  };
}
