import type { JobDefinition } from '../../jobs/job-queue';
import {
  CAMPAIGN_RESUME_JOB,
  CAMPAIGN_SEND_JOB,
  resumeStalledCampaigns,
  runCampaignSend,
  type SendingDeps,
} from './campaign-sending';

/**
 * One batch of a campaign, queued again until nobody waits. A failing run (the database went away) is
 * retried after longer than half a batch interval, so it is not mistaken for a second chain.
 */
export function campaignSendJob(deps: SendingDeps): JobDefinition<{ campaignId: string }> {
  return {
    name: CAMPAIGN_SEND_JOB,
    retry: { limit: 5, delaySeconds: 10, backoff: true },
    async handler({ campaignId }) {
      if (typeof campaignId === 'string') await runCampaignSend(deps, campaignId);
    },
  };
}

/** The safety net: a campaign whose chain of jobs was lost in a crash or restart carries on. */
export function campaignResumeJob(deps: SendingDeps): JobDefinition {
  return {
    name: CAMPAIGN_RESUME_JOB,
    cron: '* * * * *',
    async handler() {
      await resumeStalledCampaigns(deps);
    },
  };
}
