import type { Registration } from '@kwacha/shared/auth/auth-requests';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export interface RegisteredAccount {
  email: string;
}

/** POST /api/auth/register: creates the account and e-mails a verification link. */
export function registerAccount(payload: Registration) {
  return apiFetch<RegisteredAccount>('/api/auth/register', { method: 'POST', body: payload });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
