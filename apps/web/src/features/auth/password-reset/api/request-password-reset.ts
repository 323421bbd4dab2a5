import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export interface PasswordResetRequest {
  email: string;
}

/** POST /api/auth/forgot-password: the answer is the same whether or not the address has an account. */
export function requestPasswordReset(body: PasswordResetRequest) {
  return apiFetch<null>('/api/auth/forgot-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
