import { type AdminUserList, adminUserListSchema } from '@kwacha/shared/staff/admin-users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { isAuthFailure } from '../../../../lib/server-message';

export const ADMIN_USERS_QUERY_KEY = ['admin', 'users', 'list'] as const;

/** GET /api/admin/users: one keyset page of every account (superuser). */
export async function getAdminUsers(query: string, signal?: AbortSignal): Promise<AdminUserList> {
  const { data } = await apiFetch(`/api/admin/users?${query}`, { schema: adminUserListSchema, signal });
  return data;
}

/**
 * One page for the given query string; the previous rows stay on screen (marked busy) while the next
 * loads. `onAuthFailure` runs as a 401/403 arrives, before the session ends and the page unmounts.
 */
export function useAdminUsersQuery(query: string, { onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: [...ADMIN_USERS_QUERY_KEY, query],
    queryFn: async ({ signal }) => {
      try {
        return await getAdminUsers(query, signal);
      } catch (error) {
        if (isAuthFailure(error)) onAuthFailure?.();
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}
