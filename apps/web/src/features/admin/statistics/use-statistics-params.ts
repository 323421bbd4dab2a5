import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readStatisticsParams, type StatisticsParams, statisticsSearch } from './statistics-params';

/**
 * The page's view in the URL. Each change is a new history entry (a view a lender chose, not typing),
 * so the back button returns to the previous period or product.
 */
export function useStatisticsParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readStatisticsParams(search), [search]);
  const show = useCallback((next: StatisticsParams) => setSearch(statisticsSearch(next)), [setSearch]);
  return { params, show };
}
