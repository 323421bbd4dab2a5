import { type AdminUserProfile, adminUserProfileSchema } from '@kwacha/shared/staff/admin-users';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/users/{id}/resend-verification: the verification e-mail again (429 past 3 an hour). */
export function resendVerification(id: string): Promise<ApiResponse<AdminUserProfile>> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/resend-verification`, {
    method: 'POST',
    schema: adminUserProfileSchema,
  });
}
