import { type KycPendingDeletions, kycPendingDeletionsSchema } from '@kwacha/shared/kyc/kyc';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { IDENTITY_CHECKS_KEY } from './identity-checks-keys';

/** GET /api/admin/kyc-pending-deletions: photos still to be removed from the S3-compatible store. */
export async function getPendingDeletions(signal?: AbortSignal): Promise<KycPendingDeletions> {
  const { data } = await apiFetch('/api/admin/kyc-pending-deletions', {
    schema: kycPendingDeletionsSchema,
    signal,
  });
  return data;
}

export function usePendingDeletionsQuery() {
  return useQuery({
    queryKey: [...IDENTITY_CHECKS_KEY, 'pending-deletions'],
    queryFn: ({ signal }) => getPendingDeletions(signal),
  });
}
