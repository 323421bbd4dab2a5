import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-queue';
import { deleteKycPastRetention } from './kyc-data-rights';

export const KYC_RETENTION_JOB = 'kyc.delete-after-retention';

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
