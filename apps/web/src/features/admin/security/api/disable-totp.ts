import type { TotpDisableRequest } from '@kwacha/shared/staff/staff-totp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { TOTP_STATUS_QUERY_KEY } from './totp-status';

/** POST /api/staff/totp/disable: the password and a current code (not for superusers). */
export async function disableTotp(body: TotpDisableRequest): Promise<void> {
  await apiFetch('/api/staff/totp/disable', { method: 'POST', body });
}

export function useDisableTotpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOTP_STATUS_QUERY_KEY }),
  });
}
