import { type AdminUserPage, adminUserPageSchema } from '@kwacha/shared/staff/admin-users';
import { apiFetch } from '../../../../lib/api-client';
import { useStaffRecordQuery } from '../../../../lib/use-staff-page-query';

export const adminUserQueryKey = (id: string) => ['admin', 'users', 'detail', id] as const;

/** GET /api/admin/users/{id}: the profile, loans, live sessions and audit records (superuser). */
export async function getAdminUser(id: string, signal?: AbortSignal): Promise<AdminUserPage> {
  const { data } = await apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, {
    schema: adminUserPageSchema,
    signal,
  });
  return data;
}

export function useAdminUserQuery(id: string) {
  return useStaffRecordQuery({
    queryKey: adminUserQueryKey(id),
    fetchData: (signal) => getAdminUser(id, signal),
  });
}
