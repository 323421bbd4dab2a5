import type { AdminLoanList } from '@kwacha/shared/staff/admin-loans';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyResults } from '../../../components/ui/empty-results';
import { PageControls } from '../../../components/ui/page-controls';
import { ResultsRegion } from '../../../components/staff-list/results-region';
import { loanProductsQueryOptions } from '../../../lib/api/loan-products';
import { AUTH_FAILED_MESSAGE, loadErrorMessage } from '../../../lib/load-error-message';
import {
  useAuthFailureToast,
  useSignOutOnAuthFailure,
} from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminLoansQuery } from './api/get-admin-loans';
import { FilterChips } from './components/filter-chips';
import { LoanListFiltersForm } from './components/loan-list-filters';
import { LoanListSkeleton } from './components/loan-list-skeleton';
import { LoanResults } from './components/loan-results';
import { StatusTabs } from './components/status-tabs';
import { drillDownChips } from './filter-chips';
import { adminLoansQuery, hasActiveFilters } from './list-params';
import { useLoanListParams } from './use-loan-list-params';

export const NO_MATCHES_MESSAGE = 'No loan applications match these filters.';
export const NO_LOANS_MESSAGE = 'No loan applications yet.';
export const ADMIN_LOANS_FAILED_MESSAGE = 'Failed to load loan applications. Please try again.';

/** /admin-dashboard/loans: every application, by status tab, searched, filtered, sorted and paged. */
export function LoanApplicationsPage() {
  usePageTitle('Loan Applications');
  const list = useLoanListParams();
  const loans = useAdminLoansQuery(adminLoansQuery(list.filters, list.cursor), {
    onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE),
  });
  useSignOutOnAuthFailure(loans.error);
  // A product chip names the product; the list of products is only asked for when one is filtered on.
  const products = useQuery({ ...loanProductsQueryOptions, enabled: list.filters.product !== '' });
  const chips = drillDownChips(list.filters, (id) => products.data?.find((p) => p.id === id)?.name);
  const resultsRef = useRef<HTMLElement>(null);

  const turnPage = (go: () => void) => {
    go();
    // Keyboard and screen-reader users continue from the top of the new page.
    resultsRef.current?.focus();
  };
  const nextCursor = loans.data?.nextCursor;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold text-slate-900">Loan Applications</h1>
      <div className="mt-6 space-y-4">
        <StatusTabs filters={list.filters} counts={loans.data?.counts} />
        <LoanListFiltersForm filters={list.filters} onChange={list.setFilter} />
        <FilterChips chips={chips} onRemove={list.removeFilters} />
        <ResultsRegion ref={resultsRef} label="Results" stale={loans.isPlaceholderData}>
          {loans.data ? (
            <Results
              data={loans.data}
              filtered={hasActiveFilters(list.filters)}
              onClearFilters={list.clearFilters}
            />
          ) : loans.isError ? (
            <div
              role="alert"
              className="flex flex-col items-start gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 sm:flex-row sm:items-center sm:justify-between"
            >
              <p>{loadErrorMessage(loans.error, { fallback: ADMIN_LOANS_FAILED_MESSAGE })}</p>
              <Button variant="secondary" onClick={() => void loans.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <LoanListSkeleton />
          )}
        </ResultsRegion>
        {loans.data ? (
          <PageControls
            pageNumber={list.pageNumber}
            hasPrevious={list.hasPreviousPage}
            hasNext={Boolean(nextCursor)}
            onPrevious={() => turnPage(list.goToPreviousPage)}
            onNext={() => nextCursor && turnPage(() => list.goToNextPage(nextCursor))}
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
  data: AdminLoanList;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  if (data.items.length > 0) return <LoanResults items={data.items} />;
  return (
    <EmptyResults
      emptyMessage={NO_LOANS_MESSAGE}
      noMatchMessage={NO_MATCHES_MESSAGE}
      filtered={filtered}
      onClearFilters={onClearFilters}
    />
  );
}
