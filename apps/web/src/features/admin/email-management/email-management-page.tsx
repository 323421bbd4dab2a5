import { Link } from 'react-router';
import { KeysetResults } from '../../../components/staff-list/list-results';
import { useKeysetListParams } from '../../../lib/use-keyset-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEmailsQuery } from './api/get-emails';
import { useFailedEmailCountsQuery } from './api/get-failed-email-counts';
import { EmailFiltersForm } from './components/email-filters-form';
import { EmailResults } from './components/email-results';
import { RetryFailedPanel } from './components/retry-failed-panel';
import { EMAIL_FILTERS, emailListQuery } from './email-list-params';

export const NO_EMAILS_MESSAGE = 'No e-mails have been written yet.';
export const NO_MATCHING_EMAILS_MESSAGE = 'No e-mails match these filters.';
export const EMAILS_LOAD_FAILED_MESSAGE = 'Failed to load e-mails. Please try again.';

/**
 * /admin-dashboard/email-management (docs/product.md §14.7; admin and superuser): every e-mail the
 * product wrote, newest first, refreshed while any on the page is on its way; failed ones sent again.
 */
export function EmailManagementPage() {
  usePageTitle('E-mail Management');
  const list = useKeysetListParams(EMAIL_FILTERS);
  const emails = useEmailsQuery(emailListQuery(list.filters, list.cursor));
  const failed = useFailedEmailCountsQuery();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold text-slate-900">E-mail Management</h1>
      <p className="mt-1 text-slate-700">
        Every e-mail the system wrote, newest first. Links and codes are hidden: staff never see them. Times
        are Lusaka time.{' '}
        <Link
          to="/admin-dashboard/email-management/text-messages"
          className="font-medium text-emerald-800 underline"
        >
          Text messages (SMS)
        </Link>
      </p>
      <div className="mt-6 space-y-4">
        <RetryFailedPanel counts={failed.data} />
        <EmailFiltersForm filters={list.filters} onApply={list.setFilters} />
        <KeysetResults
          label="E-mails"
          paging={list}
          query={emails}
          loading={{ label: 'Loading e-mails…', placeholders: { count: 6, height: 'h-14' } }}
          empty={{
            emptyMessage: NO_EMAILS_MESSAGE,
            noMatchMessage: NO_MATCHING_EMAILS_MESSAGE,
            filtered: EMAIL_FILTERS.isFiltered(list.filters),
            onClearFilters: () => list.setFilters(EMAIL_FILTERS.none),
          }}
          error={{ fallback: EMAILS_LOAD_FAILED_MESSAGE }}
          pageLabels={{ previous: 'Newer', next: 'Older' }}
        >
          {(items) => <EmailResults items={items} />}
        </KeysetResults>
      </div>
    </div>
  );
}
