import { type Dashboard, dashboardSchema } from '@kwacha/shared/loans/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** GET /api/dashboard: tiles, scores and chart data from the borrower's real loans (docs/product.md §10). */
export async function getDashboard(): Promise<Dashboard> {
  const { data } = await apiFetch('/api/dashboard', { schema: dashboardSchema });
  return data;
}

export function useDashboardQuery() {
  return useQuery({ queryKey: DASHBOARD_QUERY_KEY, queryFn: getDashboard });
}
