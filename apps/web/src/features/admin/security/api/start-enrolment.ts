import { type TotpEnrolment, totpEnrolmentSchema } from '@kwacha/shared/staff/staff-totp';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** POST /api/staff/totp/enrolment: a new secret, as a QR code and as text, shown once. */
export async function startEnrolment(): Promise<TotpEnrolment> {
  const { data } = await apiFetch('/api/staff/totp/enrolment', {
    method: 'POST',
    schema: totpEnrolmentSchema,
  });
  return data;
}

export function useStartEnrolmentMutation() {
  return useMutation({ mutationFn: startEnrolment });
}
