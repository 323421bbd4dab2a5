import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '@kwacha/shared/staff/campaigns';

const COLOURS: Record<CampaignStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-sky-100 text-sky-900',
  sending: 'bg-amber-100 text-amber-900',
  paused: 'bg-orange-100 text-orange-900',
  cancelled: 'bg-red-100 text-red-800',
  sent: 'bg-emerald-100 text-emerald-900',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${COLOURS[status]}`}>
      {CAMPAIGN_STATUS_LABELS[status]}
    </span>
  );
}
