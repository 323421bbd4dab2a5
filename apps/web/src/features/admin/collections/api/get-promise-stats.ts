import { type PromiseStats, promiseStatsSchema } from '@kwacha/shared/staff/collections';
import { apiFetch } from '../../../../lib/api-client';
import { useStaffRecordQuery } from '../../../../lib/use-staff-page-query';
import { COLLECTIONS_KEY } from './collections-keys';

/** GET /api/admin/collections/promise-stats: each collector's promises by outcome and kept rate. */
export async function getPromiseStats(signal?: AbortSignal): Promise<PromiseStats> {
  const { data } = await apiFetch('/api/admin/collections/promise-stats', {
    schema: promiseStatsSchema,
    signal,
  });
  return data;
}

export const usePromiseStatsQuery = () =>
  useStaffRecordQuery({ queryKey: [...COLLECTIONS_KEY, 'promise-stats'], fetchData: getPromiseStats });
