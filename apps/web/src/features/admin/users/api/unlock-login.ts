import { type AdminUserProfile, adminUserProfileSchema } from '@kwacha/shared/staff/admin-users';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/users/{id}/unlock-login: forgets the failed login attempts of the account. */
export function unlockLogin(id: string): Promise<ApiResponse<AdminUserProfile>> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/unlock-login`, {
    method: 'POST',
    schema: adminUserProfileSchema,
  });
}
