import { type BusinessDateView, businessDateViewSchema } from '@kwacha/shared/staff/business-date';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** Shared by the staff header's note and the settings section, which puts an advance's answer here. */
export const BUSINESS_DATE_QUERY_KEY = ['admin', 'business-date'] as const;

/** GET /api/admin/business-date (admin and superuser): the date the daily jobs run on, and the real one. */
export async function getBusinessDate(signal?: AbortSignal): Promise<BusinessDateView> {
  const { data } = await apiFetch('/api/admin/business-date', { schema: businessDateViewSchema, signal });
  return data;
}

/**
 * Read once per staff session: only a superuser's advance moves it, and that answer lands in the cache.
 * Every staff page shows the header, so it must not cost a request per page.
 */
export function useBusinessDateQuery() {
  return useQuery({
    queryKey: BUSINESS_DATE_QUERY_KEY,
    queryFn: ({ signal }) => getBusinessDate(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/admin/business-date/advance (superuser): runs every daily job for each day; answers the new state. */
export async function advanceBusinessDate(days: number): Promise<BusinessDateView> {
  const { data } = await apiFetch('/api/admin/business-date/advance', {
    method: 'POST',
    body: { days },
    schema: businessDateViewSchema,
  });
  return data;
}
