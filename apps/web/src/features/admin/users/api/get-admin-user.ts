import { type AdminUserPage, adminUserPageSchema } from '@kwacha/shared/staff/admin-users';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { isAuthFailure } from '../../../../lib/server-message';

export const adminUserQueryKey = (id: string) => ['admin', 'users', 'detail', id] as const;

/** GET /api/admin/users/{id}: the profile, loans, live sessions and audit records (superuser). */
export async function getAdminUser(id: string, signal?: AbortSignal): Promise<AdminUserPage> {
  const { data } = await apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, {
    schema: adminUserPageSchema,
    signal,
  });
  return data;
}

export function useAdminUserQuery(id: string, { onAuthFailure }: { onAuthFailure?: () => void } = {}) {
  return useQuery({
    queryKey: adminUserQueryKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await getAdminUser(id, signal);
      } catch (error) {
        if (isAuthFailure(error)) onAuthFailure?.();
        throw error;
      }
    },
  });
}
