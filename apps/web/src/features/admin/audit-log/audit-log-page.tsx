import type { AuditLogPage as AuditLogPageData } from '@kwacha/shared/staff/audit-log';
import { useRef } from 'react';
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
import { useAuditFilterChoicesQuery } from './api/get-audit-filter-choices';
import { useAuditLogQuery } from './api/get-audit-log';
import { auditQuery, hasAuditFilters, NO_AUDIT_FILTERS } from './audit-params';
import { AuditCsvButton } from './components/audit-csv-button';
import { AuditFiltersForm } from './components/audit-filters-form';
import { AuditResults } from './components/audit-results';
import { AuditSkeleton } from './components/audit-skeleton';
import { useAuditParams } from './use-audit-params';

export const NO_AUDIT_RECORDS_MESSAGE = 'No actions have been recorded yet.';
export const NO_MATCHING_RECORDS_MESSAGE = 'No records match these filters.';
export const AUDIT_LOAD_FAILED_MESSAGE = 'Failed to load the audit log. Please try again.';

/** /admin-dashboard/audit (docs/product.md §14.9): every recorded action, read only, newest first. */
export function AuditLogPage() {
  usePageTitle('Audit Log');
  const params = useAuditParams();
  const log = useAuditLogQuery(auditQuery(params.filters, params.cursor), {
    onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE),
  });
  useSignOutOnAuthFailure(log.error);
  const choices = useAuditFilterChoicesQuery();
  const resultsRef = useRef<HTMLElement>(null);
  const filtersKey = auditQuery(params.filters);

  const turnPage = (go: () => void) => {
    go();
    // Keyboard and screen-reader users continue from the top of the new page.
    resultsRef.current?.focus();
  };
  const nextCursor = log.data?.nextCursor;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Audit Log</h1>
          <p className="mt-1 text-slate-700">
            Every action by staff and by the system, newest first. Times are Lusaka time.
          </p>
        </div>
        <AuditCsvButton query={filtersKey} />
      </div>
      <div className="mt-6 space-y-4">
        {/* Keyed by the URL's filters, so going back or following a link shows them in the form. */}
        <AuditFiltersForm
          key={filtersKey}
          filters={params.filters}
          choices={choices.data}
          onApply={params.setFilters}
        />
        <ResultsRegion ref={resultsRef} label="Audit records" stale={log.isPlaceholderData}>
          {log.data ? (
            <Results
              data={log.data}
              filtered={hasAuditFilters(params.filters)}
              onClearFilters={() => params.setFilters(NO_AUDIT_FILTERS)}
            />
          ) : log.isError ? (
            <LoadError
              className=""
              message={loadErrorMessage(log.error, { fallback: AUDIT_LOAD_FAILED_MESSAGE })}
              retrying={log.isFetching}
              onRetry={() => void log.refetch()}
            />
          ) : (
            <AuditSkeleton />
          )}
        </ResultsRegion>
        {log.data ? (
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
  data: AuditLogPageData;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  if (data.items.length > 0) return <AuditResults items={data.items} />;
  return (
    <EmptyResults
      emptyMessage={NO_AUDIT_RECORDS_MESSAGE}
      noMatchMessage={NO_MATCHING_RECORDS_MESSAGE}
      filtered={filtered}
      onClearFilters={onClearFilters}
    />
  );
}
