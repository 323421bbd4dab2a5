import { type AdminUserProfile, adminUserProfileSchema } from '@kwacha/shared/staff/admin-users';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/users/{id}/deactivate: login refused and every session ended at once; 409 for the last active superuser. */
export function deactivateUser(id: string): Promise<ApiResponse<AdminUserProfile>> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/deactivate`, {
    method: 'POST',
    schema: adminUserProfileSchema,
  });
}
