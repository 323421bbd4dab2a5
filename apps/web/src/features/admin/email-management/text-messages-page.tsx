import { useRef } from 'react';
import { Link } from 'react-router';
import { EmptyResults } from '../../../components/ui/empty-results';
import { LoadError } from '../../../components/ui/load-error';
import { PageControls } from '../../../components/ui/page-controls';
import { ResultsRegion } from '../../../components/staff-list/results-region';
import { loadErrorMessage } from '../../../lib/load-error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSmsMessagesQuery } from './api/get-sms-messages';
import { SmsCard } from './components/sms-card';
import { SmsFiltersForm } from './components/sms-filters-form';
import {
  hasSmsFilters,
  NO_SMS_FILTERS,
  smsFiltersToSearch,
  smsListQuery,
  useSmsListParams,
} from './sms-list-params';

export const NO_SMS_MESSAGE = 'No text messages have been written yet.';
export const NO_MATCHING_SMS_MESSAGE = 'No text messages match these filters.';
export const SMS_LOAD_FAILED_MESSAGE = 'Failed to load text messages. Please try again.';

/**
 * /admin-dashboard/email-management/text-messages (docs/product.md §19.4; admin and superuser): every
 * text beside e-mail management, 50 a page, newest first, with status, attempts, last error and delivery;
 * filtered by the number's last digits and status; a failed text sent again.
 */
export function TextMessagesPage() {
  usePageTitle('Text Messages');
  const params = useSmsListParams();
  const texts = useSmsMessagesQuery(smsListQuery(params.filters, params.cursor));
  const resultsRef = useRef<HTMLElement>(null);
  const filtered = hasSmsFilters(params.filters);

  const turnPage = (go: () => void) => {
    go();
    // Keyboard and screen-reader users continue from the top of the new page.
    resultsRef.current?.focus();
  };
  const nextCursor = texts.data?.nextCursor;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold text-slate-900">Text Messages</h1>
      <p className="mt-1 text-slate-700">
        Every text message (SMS) sent to borrowers who turned them on, newest first. Times are Lusaka time.{' '}
        <Link to="/admin-dashboard/email-management" className="font-medium text-emerald-800 underline">
          Back to e-mail management
        </Link>
      </p>
      <div className="mt-6 space-y-4">
        {/* Keyed by the URL's filters, so going back or following a link shows them in the form. */}
        <SmsFiltersForm
          key={smsFiltersToSearch(params.filters).toString()}
          filters={params.filters}
          onApply={params.setFilters}
        />
        <ResultsRegion ref={resultsRef} label="Text messages" stale={texts.isPlaceholderData}>
          {texts.data ? (
            texts.data.items.length === 0 ? (
              <EmptyResults
                emptyMessage={NO_SMS_MESSAGE}
                noMatchMessage={NO_MATCHING_SMS_MESSAGE}
                filtered={filtered}
                onClearFilters={() => params.setFilters(NO_SMS_FILTERS)}
              />
            ) : (
              <ul className="space-y-3">
                {texts.data.items.map((sms) => (
                  <SmsCard key={sms.id} sms={sms} />
                ))}
              </ul>
            )
          ) : texts.isError ? (
            <LoadError
              message={loadErrorMessage(texts.error, { fallback: SMS_LOAD_FAILED_MESSAGE })}
              retrying={texts.isFetching}
              onRetry={() => void texts.refetch()}
            />
          ) : (
            <div role="status" aria-busy="true">
              <span className="sr-only">Loading text messages…</span>
              <div aria-hidden="true" className="h-24 w-full animate-pulse rounded-2xl bg-slate-200" />
            </div>
          )}
        </ResultsRegion>
        {texts.data ? (
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
