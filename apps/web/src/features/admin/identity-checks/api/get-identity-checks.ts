import { type KycQueueRow, type KycQueueStatus, kycQueueSchema } from '@kwacha/shared/kyc/kyc';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { IDENTITY_CHECKS_KEY } from './identity-checks-keys';

/** GET /api/admin/kyc?status=…: borrowers in one state, oldest submitted first (docs/product.md §20). */
export async function getIdentityChecks(
  status: KycQueueStatus,
  signal?: AbortSignal,
): Promise<KycQueueRow[]> {
  const { data } = await apiFetch(`/api/admin/kyc?status=${encodeURIComponent(status)}`, {
    schema: kycQueueSchema,
    signal,
  });
  return data;
}

export function useIdentityChecksQuery(status: KycQueueStatus) {
  return useQuery({
    queryKey: [...IDENTITY_CHECKS_KEY, 'list', status],
    queryFn: ({ signal }) => getIdentityChecks(status, signal),
  });
}
