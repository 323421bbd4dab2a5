import { type KycView, kycViewSchema } from '@kwacha/shared/kyc/kyc-view';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/** Every query of the borrower's identity check starts with this key (docs/product.md §20). */
export const KYC_QUERY_KEY = ['kyc', 'mine'] as const;

/** GET /api/kyc: the borrower's own identity check — its status, the staff's reason and the photos kept. */
export async function getKyc(signal?: AbortSignal): Promise<KycView> {
  const { data } = await apiFetch('/api/kyc', { schema: kycViewSchema, signal });
  return data;
}

/** Shared by the verify-identity page, the dashboard and the profile, so one answer serves all three. */
export function useKycQuery() {
  return useQuery({ queryKey: KYC_QUERY_KEY, queryFn: ({ signal }) => getKyc(signal) });
}
