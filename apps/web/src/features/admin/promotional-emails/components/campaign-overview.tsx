import {
  AUDIENCE_FILTER_LABELS,
  type CampaignAudience,
  type CampaignDetail,
} from '@kwacha/shared/staff/campaigns';
import { DetailSection } from '../../../../components/ui/detail-section';
import { formatDateTime } from '../../../../lib/format-date';
import { CampaignActions } from './campaign-actions';
import { CampaignProgress } from './campaign-progress';
import { CampaignStatusBadge } from './campaign-status-badge';
import { MessagePreview } from './message-preview';

export function audienceText(audience: CampaignAudience): string {
  const filters = (Object.keys(AUDIENCE_FILTER_LABELS) as (keyof CampaignAudience)[])
    .filter((name) => audience[name])
    .map((name) => AUDIENCE_FILTER_LABELS[name].toLowerCase());
  return ['Verified borrowers who opted in', ...filters].join(', ');
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** A campaign past its draft: where it stands, what can still be done, and what it says. */
export function CampaignOverview({ campaign }: { campaign: CampaignDetail }) {
  return (
    <div className="mt-3 space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold break-words text-slate-900">{campaign.subject}</h1>
        <CampaignStatusBadge status={campaign.status} />
      </div>
      <CampaignActions campaign={campaign} />
      {campaign.status === 'scheduled' ? (
        <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sky-900">
          {`Scheduled for ${when(campaign.scheduledAt)} (Lusaka time). The audience is counted when it starts.`}
        </p>
      ) : (
        <CampaignProgress progress={campaign.progress} />
      )}
      <DetailSection
        title="Details"
        rows={[
          { label: 'Audience', value: audienceText(campaign.audience) },
          {
            label: 'Rate',
            value: `${campaign.ratePerMinute.toLocaleString('en-GB')} e-mails a minute at most`,
          },
          { label: 'Created by', value: `${campaign.createdBy.name}, ${when(campaign.createdAt)}` },
          { label: 'Scheduled for', value: when(campaign.scheduledAt) },
          { label: 'Started', value: when(campaign.startedAt) },
          { label: 'Finished', value: when(campaign.finishedAt) },
        ]}
      />
      <MessagePreview campaign={campaign} />
    </div>
  );
}
