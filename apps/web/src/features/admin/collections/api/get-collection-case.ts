import { type CollectionCase, collectionCaseSchema } from '@kwacha/shared/staff/collections';
import { apiFetch } from '../../../../lib/api-client';
import { useStaffRecordQuery } from '../../../../lib/use-staff-page-query';
import { COLLECTIONS_KEY } from './collections-keys';

export const collectionCaseKey = (loanId: string) => [...COLLECTIONS_KEY, 'case', loanId] as const;

/** GET /api/admin/collections/:loanId: contacts (newest first), promises and what a contact would meet. */
export async function getCollectionCase(loanId: string, signal?: AbortSignal): Promise<CollectionCase> {
  const { data } = await apiFetch(`/api/admin/collections/${encodeURIComponent(loanId)}`, {
    schema: collectionCaseSchema,
    signal,
  });
  return data;
}

export const useCollectionCaseQuery = (loanId: string) =>
  useStaffRecordQuery({
    queryKey: collectionCaseKey(loanId),
    fetchData: (signal) => getCollectionCase(loanId, signal),
  });
