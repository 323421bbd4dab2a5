import { useQuery } from '@tanstack/react-query';
import { KeysetResults } from '../../../components/staff-list/list-results';
import { loanProductsQueryOptions } from '../../../lib/api/loan-products';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminLoansQuery } from './api/get-admin-loans';
import { FilterChips } from './components/filter-chips';
import { LoanListFiltersForm } from './components/loan-list-filters';
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
  const loans = useAdminLoansQuery(adminLoansQuery(list.filters, list.cursor));
  // A product chip names the product; the list of products is only asked for when one is filtered on.
  const products = useQuery({ ...loanProductsQueryOptions, enabled: list.filters.product !== '' });
  const chips = drillDownChips(list.filters, (id) => products.data?.find((p) => p.id === id)?.name);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold text-slate-900">Loan Applications</h1>
      <div className="mt-6 space-y-4">
        <StatusTabs filters={list.filters} counts={loans.data?.counts} />
        <LoanListFiltersForm filters={list.filters} onChange={list.setFilter} />
        <FilterChips chips={chips} onRemove={list.removeFilters} />
        <KeysetResults
          label="Results"
          paging={list}
          query={loans}
          loading={{ label: 'Loading loan applications…', placeholders: { count: 5, height: 'h-16' } }}
          empty={{
            emptyMessage: NO_LOANS_MESSAGE,
            noMatchMessage: NO_MATCHES_MESSAGE,
            filtered: hasActiveFilters(list.filters),
            onClearFilters: list.clearFilters,
          }}
          error={{ fallback: ADMIN_LOANS_FAILED_MESSAGE, compact: true }}
        >
          {(items) => <LoanResults items={items} />}
        </KeysetResults>
      </div>
    </div>
  );
}
