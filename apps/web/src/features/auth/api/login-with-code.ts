import type { TotpLoginRequest } from '@kwacha/shared/staff/staff-totp';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type LoginResult, sessionFrom } from './login';

/** POST /api/auth/login/totp: the password step's challenge and a code from the app give the session. */
export async function loginWithCode(body: TotpLoginRequest): Promise<LoginResult> {
  const { data } = await apiFetch<{ token?: unknown; user?: unknown } | null>('/api/auth/login/totp', {
    method: 'POST',
    body,
  });
  return sessionFrom(data);
}

export function useLoginWithCodeMutation() {
  return useMutation({ mutationFn: loginWithCode });
}
