import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { formValuesOf } from './campaign-form';
import { PROMOTIONAL_EMAILS_PATH } from './campaign-paths';
import { CampaignComposer } from './components/campaign-composer';

/** /admin-dashboard/promotional-emails/new: an empty draft, saved by its first action. */
export function NewCampaignPage() {
  usePageTitle('New campaign');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-8">
      <Link to={PROMOTIONAL_EMAILS_PATH} className="rounded text-sm font-semibold text-emerald-800 underline">
        ← All campaigns
      </Link>
      <h1 className="mt-3 mb-6 text-3xl font-bold text-slate-900">New campaign</h1>
      <CampaignComposer initialValues={formValuesOf()} />
    </div>
  );
}
