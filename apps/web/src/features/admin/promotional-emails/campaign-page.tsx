import type { CampaignDetail } from '@kwacha/shared/staff/campaigns';
import { useParams } from 'react-router';
import { StaffRecordPage } from '../../../components/ui/staff-record-page';
import { useCampaignQuery } from './api/get-campaign';
import { formValuesOf } from './campaign-form';
import { PROMOTIONAL_EMAILS_PATH } from './campaign-paths';
import { CampaignComposer } from './components/campaign-composer';
import { CampaignOverview } from './components/campaign-overview';
import { CampaignStatusBadge } from './components/campaign-status-badge';

export const CAMPAIGN_NOT_FOUND_MESSAGE = 'Campaign not found.';
export const CAMPAIGN_FAILED_MESSAGE = 'Failed to load the campaign. Please try again.';

/**
 * /admin-dashboard/promotional-emails/{id}: a draft opens in the composer; any other campaign shows its
 * progress, read from the server (every few seconds while sending), with pause, resume and cancel.
 */
export function CampaignPage() {
  const { id = '' } = useParams();
  return (
    <StaffRecordPage
      query={useCampaignQuery(id)}
      back={{ to: PROMOTIONAL_EMAILS_PATH, label: '← All campaigns' }}
      noun="Campaign"
      titleOf={(campaign) => campaign.subject}
      failedMessage={CAMPAIGN_FAILED_MESSAGE}
      notFoundMessage={CAMPAIGN_NOT_FOUND_MESSAGE}
      loadingLabel="Loading campaign…"
      width="max-w-4xl"
    >
      {(campaign) =>
        campaign.status === 'draft' ? <Draft campaign={campaign} /> : <CampaignOverview campaign={campaign} />
      }
    </StaffRecordPage>
  );
}

function Draft({ campaign }: { campaign: CampaignDetail }) {
  return (
    <>
      <div className="mt-3 mb-6 space-y-2">
        <h1 className="text-3xl font-bold break-words text-slate-900">{campaign.subject}</h1>
        <CampaignStatusBadge status="draft" />
      </div>
      {/* Keyed by id: another draft starts from its own values. */}
      <CampaignComposer key={campaign.id} savedId={campaign.id} initialValues={formValuesOf(campaign)} />
    </>
  );
}
