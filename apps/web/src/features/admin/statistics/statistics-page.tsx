import { LoadError } from '../../../components/ui/load-error';
import { useLoanProducts } from '../../../lib/api/loan-products';
import { AUTH_FAILED_MESSAGE, loadErrorMessage } from '../../../lib/load-error-message';
import {
  useAuthFailureToast,
  useSignOutOnAuthFailure,
} from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStatisticsQuery } from './api/get-statistics';
import { StatisticsFilters } from './components/statistics-filters';
import { StatisticsHeader } from './components/statistics-header';
import { StatisticsReport } from './components/statistics-report';
import { StatisticsSkeleton } from './components/statistics-skeleton';
import { serverPeriodErrors, statisticsApiQuery } from './statistics-params';
import { useStatisticsParams } from './use-statistics-params';

export const STATISTICS_FAILED_MESSAGE = 'Failed to load the statistics. Please try again.';
export const FIX_PERIOD_MESSAGE = 'Choose another period or product above to see the figures.';

/**
 * /admin-dashboard/statistics (admin, superuser; docs/product.md §14.3): the portfolio, month by month,
 * risk and pipeline for a period and product kept in the URL. Every figure opens the loans behind it.
 */
export function StatisticsPage() {
  usePageTitle('Reports & Statistics');
  const { params, show } = useStatisticsParams();
  const query = statisticsApiQuery(params);
  const statistics = useStatisticsQuery(query, { onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  useSignOutOnAuthFailure(statistics.error);
  const products = useLoanProducts();
  const data = statistics.data;
  const refused = serverPeriodErrors(statistics.error);
  const isRefused = Object.keys(refused).length > 0;
  const loadingAnother = statistics.isPlaceholderData;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <StatisticsHeader asOf={data?.asOf} />
      <StatisticsFilters
        params={params}
        onChange={show}
        products={products.data}
        shownPeriod={data?.period}
        errors={refused}
      />
      <div aria-busy={loadingAnother} className={`transition-opacity ${loadingAnother ? 'opacity-60' : ''}`}>
        {isRefused ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            {FIX_PERIOD_MESSAGE}
          </p>
        ) : data ? (
          <StatisticsReport data={data} query={loadingAnother ? null : query} />
        ) : statistics.isError ? (
          <LoadError
            className=""
            message={loadErrorMessage(statistics.error, { fallback: STATISTICS_FAILED_MESSAGE })}
            retrying={statistics.isFetching}
            onRetry={() => void statistics.refetch()}
          />
        ) : (
          <StatisticsSkeleton />
        )}
      </div>
    </div>
  );
}
