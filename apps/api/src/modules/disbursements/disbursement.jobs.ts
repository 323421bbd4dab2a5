import type { JobDefinition } from '../../jobs/job-queue';
import type { DisbursementDeps } from './disbursement-deps';
import { findDisbursement } from './disbursements.repository';
import {
  checkTransfer,
  DISBURSEMENT_CHECK_JOB,
  DISBURSEMENT_RECONCILE_JOB,
  reconcileDisbursements,
} from './settlement';

/** Queued after an accepted transfer, to learn its outcome once it should have settled. */
export function disbursementCheckJob(deps: DisbursementDeps): JobDefinition<{ disbursementId: string }> {
  return {
    name: DISBURSEMENT_CHECK_JOB,
    retry: { limit: 3, delaySeconds: 30, backoff: true },
    async handler({ disbursementId }) {
      const d = await findDisbursement(deps.db, disbursementId);
      if (d?.status === 'processing') await checkTransfer(deps, d);
    },
  };
}

/** The safety net for lost check jobs, crashes and providers that answered "unknown". */
export function disbursementReconcileJob(deps: DisbursementDeps): JobDefinition {
  return {
    name: DISBURSEMENT_RECONCILE_JOB,
    cron: '* * * * *',
    async handler() {
      await reconcileDisbursements(deps);
    },
  };
}
