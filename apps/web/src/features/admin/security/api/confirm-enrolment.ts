import { type TotpConfirmRequest, totpRecoveryCodesSchema } from '@kwacha/shared/staff/staff-totp';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** POST /api/staff/totp/enrolment/confirm: the app's first code turns it on; answers the recovery codes. */
export async function confirmEnrolment(body: TotpConfirmRequest): Promise<string[]> {
  const { data } = await apiFetch('/api/staff/totp/enrolment/confirm', {
    method: 'POST',
    body,
    schema: totpRecoveryCodesSchema,
  });
  return data.recoveryCodes;
}

export function useConfirmEnrolmentMutation() {
  return useMutation({ mutationFn: confirmEnrolment });
}
