import type { LoginRequest } from '@kwacha/shared/auth/auth-requests';
import type { PublicUser } from '@kwacha/shared/auth/user';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toPublicUser } from '../../../lib/session/public-user';

export const TOKEN_MISSING_MESSAGE = 'Token missing from server response.';

/** A 2xx answer without data.token (docs/product.md §8, Login). */
export class TokenMissingError extends Error {
  override readonly name = 'TokenMissingError';
  constructor() {
    super(TOKEN_MISSING_MESSAGE);
  }
}

export interface LoginResult {
  token: string;
  /** Absent or unreadable: the session then reloads the user with the me call. */
  user: PublicUser | undefined;
}

/** Staff with an authenticator app: the password was right, a code comes next (docs/product.md §15.8). */
export interface CodeNeeded {
  challengeToken: string;
}

type LoginData = { token?: unknown; user?: unknown; totpRequired?: unknown; challengeToken?: unknown } | null;

export async function login(body: LoginRequest): Promise<LoginResult | CodeNeeded> {
  const { data } = await apiFetch<LoginData>('/api/auth/login', { method: 'POST', body });
  if (data?.totpRequired === true && typeof data.challengeToken === 'string') {
    return { challengeToken: data.challengeToken };
  }
  return sessionFrom(data);
}

/** The session of a login answer (SPEC's data.token), or TokenMissingError. */
export function sessionFrom(data: LoginData): LoginResult {
  const token = data?.token;
  if (typeof token !== 'string' || token.length === 0) throw new TokenMissingError();
  return { token, user: toPublicUser(data?.user) };
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
