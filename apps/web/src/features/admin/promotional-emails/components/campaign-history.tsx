import type { CampaignSummary } from '@kwacha/shared/staff/campaigns';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format-date';
import { campaignPath } from '../campaign-paths';
import { sentOf } from './campaign-progress';
import { CampaignStatusBadge } from './campaign-status-badge';

/** When the campaign did (or will do) what its status says. */
function moment(campaign: CampaignSummary): string {
  switch (campaign.status) {
    case 'draft':
      return `Created ${formatDateTime(campaign.createdAt)}`;
    case 'scheduled':
      return `Scheduled for ${campaign.scheduledAt ? formatDateTime(campaign.scheduledAt) : '—'}`;
    case 'sent':
    case 'cancelled':
      return `Finished ${campaign.finishedAt ? formatDateTime(campaign.finishedAt) : '—'}`;
    default:
      return `Started ${campaign.startedAt ? formatDateTime(campaign.startedAt) : '—'}`;
  }
}

/** The history as cards: readable at 360 px, each opening the campaign's page. */
export function CampaignHistory({ items }: { items: CampaignSummary[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((campaign) => {
        const { progress } = campaign;
        const started = campaign.status !== 'draft' && campaign.status !== 'scheduled';
        return (
          <li key={campaign.id}>
            <article
              aria-label={campaign.subject}
              className="rounded-2xl bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-emerald-600"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Link
                  to={campaignPath(campaign.id)}
                  className="text-lg font-semibold break-words text-emerald-800 underline"
                >
                  {campaign.subject}
                </Link>
                <CampaignStatusBadge status={campaign.status} />
              </div>
              <p className="mt-1 text-sm text-slate-700">{`${moment(campaign)} · by ${campaign.createdBy.name}`}</p>
              {started ? (
                <p className="mt-2 text-sm text-slate-800">
                  {`${sentOf(progress)} · ${progress.failed.toLocaleString('en-GB')} failed · ${progress.remaining.toLocaleString('en-GB')} remaining · ${progress.skipped.toLocaleString('en-GB')} skipped`}
                </p>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
