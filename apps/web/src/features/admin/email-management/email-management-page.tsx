import type { EmailList } from '@kwacha/shared/staff/email-management';
import { useRef } from 'react';
import { Link } from 'react-router';
import { EmptyResults } from '../../../components/ui/empty-results';
import { LoadError } from '../../../components/ui/load-error';
import { PageControls } from '../../../components/ui/page-controls';
import { ResultsRegion } from '../../../components/staff-list/results-region';
import { AUTH_FAILED_MESSAGE, loadErrorMessage } from '../../../lib/load-error-message';
import {
  useAuthFailureToast,
  useSignOutOnAuthFailure,
} from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEmailsQuery } from './api/get-emails';
import { useFailedEmailCountsQuery } from './api/get-failed-email-counts';
import { EmailFiltersForm } from './components/email-filters-form';
import { EmailListSkeleton } from './components/email-list-skeleton';
import { EmailResults } from './components/email-results';
import { RetryFailedPanel } from './components/retry-failed-panel';
import { emailFiltersToSearch, emailListQuery, hasEmailFilters, NO_EMAIL_FILTERS } from './email-list-params';
import { useEmailListParams } from './use-email-list-params';

export const NO_EMAILS_MESSAGE = 'No e-mails have been written yet.';
export const NO_MATCHING_EMAILS_MESSAGE = 'No e-mails match these filters.';
export const EMAILS_LOAD_FAILED_MESSAGE = 'Failed to load e-mails. Please try again.';

/**
 * /admin-dashboard/email-management (docs/product.md §14.7; admin and superuser): every e-mail the
 * product wrote, newest first, refreshed while any on the page is on its way; failed ones sent again.
 */
export function EmailManagementPage() {
  usePageTitle('E-mail Management');
  const params = useEmailListParams();
  const emails = useEmailsQuery(emailListQuery(params.filters, params.cursor), {
    onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE),
  });
  useSignOutOnAuthFailure(emails.error);
  const failed = useFailedEmailCountsQuery();
  const resultsRef = useRef<HTMLElement>(null);

  const turnPage = (go: () => void) => {
    go();
    // Keyboard and screen-reader users continue from the top of the new page.
    resultsRef.current?.focus();
  };
  const nextCursor = emails.data?.nextCursor;

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
        {/* Keyed by the URL's filters, so going back or following a link shows them in the form. */}
        <EmailFiltersForm
          key={emailFiltersToSearch(params.filters).toString()}
          filters={params.filters}
          onApply={params.setFilters}
        />
        <ResultsRegion ref={resultsRef} label="E-mails" stale={emails.isPlaceholderData}>
          {emails.data ? (
            <Results
              data={emails.data}
              filtered={hasEmailFilters(params.filters)}
              onClearFilters={() => params.setFilters(NO_EMAIL_FILTERS)}
            />
          ) : emails.isError ? (
            <LoadError
              className=""
              message={loadErrorMessage(emails.error, { fallback: EMAILS_LOAD_FAILED_MESSAGE })}
              retrying={emails.isFetching}
              onRetry={() => void emails.refetch()}
            />
          ) : (
            <EmailListSkeleton />
          )}
        </ResultsRegion>
        {emails.data ? (
          <PageControls
            pageNumber={params.pageNumber}
            hasPrevious={params.hasPrevious}
            hasNext={Boolean(nextCursor)}
            onPrevious={() => turnPage(params.goToPrevious)}
            onNext={() => nextCursor && turnPage(() => params.goToNext(nextCursor))}
            labels={{ previous: 'Newer', next: 'Older' }}
          />
        ) : null}
      </div>
    </div>
  );
}

function Results({
  data,
  filtered,
  onClearFilters,
}: {
  data: EmailList;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  if (data.items.length > 0) return <EmailResults items={data.items} />;
  return (
    <EmptyResults
      emptyMessage={NO_EMAILS_MESSAGE}
      noMatchMessage={NO_MATCHING_EMAILS_MESSAGE}
      filtered={filtered}
      onClearFilters={onClearFilters}
    />
  );
}
