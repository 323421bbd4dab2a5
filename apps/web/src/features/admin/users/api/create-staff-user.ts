import {
  type AdminUserProfile,
  adminUserProfileSchema,
  type CreateStaffUserRequest,
} from '@kwacha/shared/staff/admin-users';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/users: a staff account; its owner is e-mailed a link to choose a password. */
export function createStaffUser(request: CreateStaffUserRequest): Promise<ApiResponse<AdminUserProfile>> {
  return apiFetch('/api/admin/users', { method: 'POST', body: request, schema: adminUserProfileSchema });
}
