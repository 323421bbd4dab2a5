import type { PublicUser } from '@kwacha/shared/auth/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { readKeptAnswer } from '../offline/kept-queries';
import { isNetworkFailure } from '../offline/use-kept-answer';
import { isAuthFailure } from '../server-message';
import { ME_QUERY_KEY } from './me-query-key';
import { publicUserParser } from './public-user';

export { ME_QUERY_KEY };

export async function getMe(): Promise<PublicUser> {
  const { data } = await apiFetch('/api/auth/me', { schema: publicUserParser });
  return data;
}

/**
 * The signed-in user, or null once the server refused the token (401/403): a refusal is an answer,
 * not an error to retry, and SessionProvider ends the session when it sees it. Without a network the
 * user kept on this device for this token stands in (docs/product.md §21), so reloading /my-loans
 * offline shows the kept loans instead of /login; only a real refusal signs out.
 */
export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: async (): Promise<PublicUser | null> => {
    try {
      return await getMe();
    } catch (error) {
      if (isAuthFailure(error)) return null;
      const kept = isNetworkFailure(error) ? readKeptAnswer<PublicUser>(ME_QUERY_KEY) : undefined;
      if (kept) return kept.data;
      throw error;
    }
  },
});

/** For screens that show the user (profile): the same cached query the session runs. */
export function useMeQuery() {
  return useQuery(meQueryOptions);
}
