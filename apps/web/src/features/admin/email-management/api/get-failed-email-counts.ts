import { type FailedEmailCounts, failedEmailCountsSchema } from '@kwacha/shared/staff/email-management';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { EMAILS_KEY } from './email-keys';

/** GET /api/admin/emails/failed-counts: how many failed messages each kind has. */
export async function getFailedEmailCounts(signal?: AbortSignal): Promise<FailedEmailCounts> {
  const { data } = await apiFetch('/api/admin/emails/failed-counts', {
    schema: failedEmailCountsSchema,
    signal,
  });
  return data;
}

export function useFailedEmailCountsQuery() {
  return useQuery({
    queryKey: [...EMAILS_KEY, 'failed-counts'],
    queryFn: ({ signal }) => getFailedEmailCounts(signal),
  });
}
