import type { CampaignDetail } from '@kwacha/shared/staff/campaigns';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { AUTH_FAILED_MESSAGE, loadErrorMessage } from '../../../lib/load-error-message';
import {
  useAuthFailureToast,
  useSignOutOnAuthFailure,
} from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
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
  const campaign = useCampaignQuery(id, { onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  useSignOutOnAuthFailure(campaign.error);
  usePageTitle(campaign.data ? campaign.data.subject : 'Campaign');

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-8">
      <Link to={PROMOTIONAL_EMAILS_PATH} className="rounded text-sm font-semibold text-emerald-800 underline">
        ← All campaigns
      </Link>
      {campaign.data ? (
        campaign.data.status === 'draft' ? (
          <Draft campaign={campaign.data} />
        ) : (
          <CampaignOverview campaign={campaign.data} />
        )
      ) : campaign.isError ? (
        <>
          <h1 className="mt-3 text-3xl font-bold text-slate-900">Campaign</h1>
          <LoadError
            message={loadErrorMessage(campaign.error, {
              fallback: CAMPAIGN_FAILED_MESSAGE,
              notFound: CAMPAIGN_NOT_FOUND_MESSAGE,
            })}
            retrying={campaign.isFetching}
            onRetry={() => void campaign.refetch()}
          />
        </>
      ) : (
        <div role="status" aria-busy="true" className="mt-3">
          <span className="sr-only">Loading campaign…</span>
          <div aria-hidden="true" className="grid animate-pulse gap-4">
            <div className="h-9 w-64 max-w-full rounded bg-slate-200" />
            <div className="h-40 rounded-2xl bg-slate-200" />
            <div className="h-72 rounded-2xl bg-slate-200" />
          </div>
        </div>
      )}
    </div>
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
