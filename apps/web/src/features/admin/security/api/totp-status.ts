import { type TotpStatus, totpStatusSchema } from '@kwacha/shared/staff/staff-totp';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export const TOTP_STATUS_QUERY_KEY = ['staff', 'totp'] as const;

/** GET /api/staff/totp: the signed-in staff member's authenticator app, and whether they must have one. */
export async function getTotpStatus(signal?: AbortSignal): Promise<TotpStatus> {
  const { data } = await apiFetch('/api/staff/totp', { schema: totpStatusSchema, signal });
  return data;
}

/** Read once a session: it changes only through this feature's own calls, which refresh it. */
export function useTotpStatusQuery() {
  return useQuery({
    queryKey: TOTP_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => getTotpStatus(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
