import { type KycReview, kycReviewSchema } from '@kwacha/shared/kyc/kyc';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { IDENTITY_CHECKS_KEY, identityCheckPath } from './identity-checks-keys';

/** GET /api/admin/kyc/:userId: the registration details beside the photos (each view audited). */
export async function getIdentityCheck(userId: string, signal?: AbortSignal): Promise<KycReview> {
  const { data } = await apiFetch(identityCheckPath(userId), { schema: kycReviewSchema, signal });
  return data;
}

export function useIdentityCheckQuery(userId: string) {
  return useQuery({
    queryKey: [...IDENTITY_CHECKS_KEY, 'review', userId],
    queryFn: ({ signal }) => getIdentityCheck(userId, signal),
  });
}
