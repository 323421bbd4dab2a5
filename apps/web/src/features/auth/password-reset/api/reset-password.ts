import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export interface ResetPasswordVariables {
  token: string;
  password: string;
  password2: string;
}

/** POST /api/auth/reset-password/{token}: sets the new password and ends every session of the account. */
export function resetPassword({ token, password, password2 }: ResetPasswordVariables) {
  return apiFetch<null>(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password, password2 },
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
