import type { UserRole } from '@kwacha/shared/auth/roles';
import { type AdminUserProfile, adminUserProfileSchema } from '@kwacha/shared/staff/admin-users';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** PUT /api/admin/users/{id}/role: 409 when it would leave no active superuser. */
export function changeUserRole(id: string, role: UserRole): Promise<ApiResponse<AdminUserProfile>> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    body: { role },
    schema: adminUserProfileSchema,
  });
}
