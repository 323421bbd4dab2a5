import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-queue';
import { deleteKycPastRetention } from './kyc-data-rights';
import { retryOwedRemovals } from './photo-deletions';

export const KYC_RETENTION_JOB = 'kyc.delete-after-retention';
export const KYC_DELETION_RETRY_JOB = 'kyc.retry-photo-deletions';

/**
 * Once a day (03:23 UTC, 05:23 in Lusaka): erased borrowers' identity documents whose retention period
 * ended are deleted (docs/product.md §20.7). Safe to run twice: a deleted check is no longer found.
 */
export function kycRetentionJob(deps: Pick<AppContext, 'db' | 'config' | 'logger' | 'now'>): JobDefinition {
  return {
    name: KYC_RETENTION_JOB,
    cron: '23 3 * * *',
    retry: { limit: 3, delaySeconds: 600, backoff: true },
    async handler(_data, run) {
      const deleted = await deleteKycPastRetention(deps);
      if (deleted > 0) run.log.info({ deleted }, 'identity documents deleted after their retention period');
    },
  };
}

/**
 * Every minute: photos owed a removal from the S3-compatible store whose next try is due are removed, and
 * a try that fails waits longer next time (a minute, doubling, at most six hours) until it succeeds
 * (docs/product.md §20.6). A run stops at the first failure, so a store that is down costs one bounded
 * call a minute. Safe to run twice: removing an object that is gone succeeds.
 */
export function kycDeletionRetryJob(
  deps: Pick<AppContext, 'db' | 'config' | 'logger' | 'now'>,
): JobDefinition {
  return {
    name: KYC_DELETION_RETRY_JOB,
    cron: '* * * * *',
    async handler(_data, run) {
      const removed = await retryOwedRemovals({ ...deps, logger: run.log });
      if (removed > 0) run.log.info({ removed }, 'identity photos owed a removal were removed from storage');
    },
  };
}
