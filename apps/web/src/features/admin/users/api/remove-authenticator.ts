import { type AdminUserProfile, adminUserProfileSchema } from '@kwacha/shared/staff/admin-users';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/**
 * POST /api/admin/users/{id}/remove-authenticator: removes another staff member's authenticator app and
 * signs them out everywhere (docs/product.md §15.8); 409 when they have none, or for one's own.
 */
export function removeAuthenticator(id: string): Promise<ApiResponse<AdminUserProfile>> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/remove-authenticator`, {
    method: 'POST',
    schema: adminUserProfileSchema,
  });
}
