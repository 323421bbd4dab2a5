import { type AdminUserList, adminUserListSchema } from '@kwacha/shared/staff/admin-users';
import { apiFetch } from '../../../../lib/api-client';
import { useStaffPageQuery } from '../../../../lib/use-staff-page-query';

export const ADMIN_USERS_QUERY_KEY = ['admin', 'users', 'list'] as const;

/** GET /api/admin/users: one keyset page of every account (superuser). */
export async function getAdminUsers(query: string, signal?: AbortSignal): Promise<AdminUserList> {
  const { data } = await apiFetch(`/api/admin/users?${query}`, { schema: adminUserListSchema, signal });
  return data;
}

/** One page for the given query string (lib/use-staff-page-query.ts). */
export const useAdminUsersQuery = (query: string) =>
  useStaffPageQuery({
    queryKey: [...ADMIN_USERS_QUERY_KEY, query],
    fetchPage: (signal) => getAdminUsers(query, signal),
  });
