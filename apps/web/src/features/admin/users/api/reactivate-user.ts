import { type AdminUserProfile, adminUserProfileSchema } from '@kwacha/shared/staff/admin-users';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/users/{id}/reactivate: the person can log in again. */
export function reactivateUser(id: string): Promise<ApiResponse<AdminUserProfile>> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/reactivate`, {
    method: 'POST',
    schema: adminUserProfileSchema,
  });
}
