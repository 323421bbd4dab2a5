import { Link } from 'react-router';
import { LogResults } from '../../../components/staff-list/list-results';
import { StaffListPage } from '../../../components/staff-list/staff-list-page';
import { useKeysetListParams } from '../../../lib/use-keyset-list-params';
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
  const list = useKeysetListParams(EMAIL_FILTERS);
  const emails = useEmailsQuery(emailListQuery(list.filters, list.cursor));
  const failed = useFailedEmailCountsQuery();

  return (
    <StaffListPage
      title="E-mail Management"
      intro={
        <>
          Every e-mail the system wrote, newest first. Links and codes are hidden: staff never see them. Times
          are Lusaka time.{' '}
          <Link
            to="/admin-dashboard/email-management/text-messages"
            className="font-medium text-emerald-800 underline"
          >
            Text messages (SMS)
          </Link>
        </>
      }
    >
      <RetryFailedPanel counts={failed.data} />
      <EmailFiltersForm filters={list.filters} onApply={list.setFilters} />
      <LogResults
        label="E-mails"
        list={list}
        filters={EMAIL_FILTERS}
        query={emails}
        loading={{ label: 'Loading e-mails…', placeholders: { count: 6, height: 'h-14' } }}
        emptyMessage={NO_EMAILS_MESSAGE}
        noMatchMessage={NO_MATCHING_EMAILS_MESSAGE}
        error={{ fallback: EMAILS_LOAD_FAILED_MESSAGE }}
      >
        {(items) => <EmailResults items={items} />}
      </LogResults>
    </StaffListPage>
  );
}
