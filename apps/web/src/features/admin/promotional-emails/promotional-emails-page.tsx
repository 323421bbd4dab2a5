import { ShowMoreButton } from '../../../components/staff-list/card-list';
import { ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { AUTH_FAILED_MESSAGE, loadErrorMessage } from '../../../lib/load-error-message';
import {
  useAuthFailureToast,
  useSignOutOnAuthFailure,
} from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCampaignsQuery } from './api/get-campaigns';
import { NEW_CAMPAIGN_PATH } from './campaign-paths';
import { CampaignHistory } from './components/campaign-history';

export const NO_CAMPAIGNS_MESSAGE = 'No campaigns yet. Write the first one with "New campaign".';
export const CAMPAIGNS_FAILED_MESSAGE = 'Failed to load the campaigns. Please try again.';

/**
 * /admin-dashboard/promotional-emails (superuser, docs/product.md §14.6): every campaign, newest first,
 * with how far each has gone; the counts of a campaign that is sending refresh by themselves.
 */
export function PromotionalEmailsPage() {
  usePageTitle('Promotional E-mails');
  const history = useCampaignsQuery({ onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  useSignOutOnAuthFailure(history.error);
  const items = history.data?.pages.flatMap((page) => page.items);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold text-slate-900">Promotional E-mails</h1>
        <ButtonLink to={NEW_CAMPAIGN_PATH}>New campaign</ButtonLink>
      </div>
      <p className="mt-2 text-slate-700">
        Only verified borrowers who agreed to news and offers receive them, each with a link to unsubscribe.
        They travel the bulk lane: codes and account e-mails are never held up.
      </p>
      <section aria-label="Campaign history" aria-busy={history.isFetching} className="mt-6">
        {items ? (
          items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-lg text-slate-800">
              {NO_CAMPAIGNS_MESSAGE}
            </p>
          ) : (
            <>
              <CampaignHistory items={items} />
              <ShowMoreButton query={history}>Show older campaigns</ShowMoreButton>
            </>
          )
        ) : history.isError ? (
          <LoadError
            className=""
            message={loadErrorMessage(history.error, { fallback: CAMPAIGNS_FAILED_MESSAGE })}
            retrying={history.isFetching}
            onRetry={() => void history.refetch()}
          />
        ) : (
          <div role="status" aria-busy="true">
            <span className="sr-only">Loading campaigns…</span>
            <div aria-hidden="true" className="grid animate-pulse gap-3">
              <div className="h-24 rounded-2xl bg-slate-200" />
              <div className="h-24 rounded-2xl bg-slate-200" />
              <div className="h-24 rounded-2xl bg-slate-200" />
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
