import type { PublicUser } from '@kwacha/shared/auth/user';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toPublicUser } from '../../../lib/session/public-user';

export interface VerifyEmailResult {
  message: string;
  token: string;
  user: PublicUser | undefined;
}

const verifyEmailData = {
  parse(value: unknown): { token: string; user: PublicUser | undefined } {
    const data = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    if (typeof data.token !== 'string' || data.token.length === 0) {
      throw new Error('The server sent no session token.');
    }
    return { token: data.token, user: toPublicUser(data.user) };
  },
};

export async function verifyEmail(token: string): Promise<VerifyEmailResult> {
  const response = await apiFetch(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    schema: verifyEmailData,
  });
  return { message: response.msg, token: response.data.token, user: response.data.user };
}

/**
 * The token is single-use, so this is a query keyed by the token and never repeated: StrictMode's
 * double mount, a remount or a window focus all share the one answer instead of spending the token twice.
 * No abort signal either: TanStack cancels a fetch whose signal was read when StrictMode unmounts, and
 * the remount would then send the token again.
 */
export function useVerifyEmailQuery(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
