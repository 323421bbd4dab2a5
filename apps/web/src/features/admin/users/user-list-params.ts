import { USER_ROLES, type UserRole } from '@kwacha/shared/auth/roles';
import {
  ADMIN_USER_PAGE_SIZE,
  ADMIN_USER_STATUS_FILTERS,
  type AdminUserStatusFilter,
  ROLE_LABELS,
} from '@kwacha/shared/staff/admin-users';
import type { ListUrlCodec } from '../../../lib/use-keyset-list-params';

/** docs/product.md §9: the search applies 300 ms after typing stops, as in the loan list. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The list's filters as the URL holds them ('' is "any"), so a reload or the back button restores them. */
export interface UserListFilters {
  q: string;
  role: UserRole | '';
  status: AdminUserStatusFilter | '';
}

export const EMPTY_USER_FILTERS: UserListFilters = { q: '', role: '', status: '' };

export const ROLE_OPTIONS = [
  { value: '', label: 'Any role' },
  ...USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];

export const STATUS_LABELS: Record<AdminUserStatusFilter, string> = {
  active: 'Active',
  deactivated: 'Deactivated',
  unverified: 'E-mail not verified',
};

export const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...ADMIN_USER_STATUS_FILTERS.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

const isRole = (value: string | null): value is UserRole =>
  value !== null && (USER_ROLES as readonly string[]).includes(value);
const isStatus = (value: string | null): value is AdminUserStatusFilter =>
  value !== null && (ADMIN_USER_STATUS_FILTERS as readonly string[]).includes(value);

/** What the URL says; a value that is not one of the choices is ignored, not sent. */
export function readUserFilters(params: URLSearchParams): UserListFilters {
  const role = params.get('role');
  const status = params.get('status');
  return {
    q: params.get('q') ?? '',
    role: isRole(role) ? role : '',
    status: isStatus(status) ? status : '',
  };
}

/** The URL search of a set of filters (empty ones left out), always on the first page. */
export function userFiltersToSearch(filters: UserListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q !== '') params.set('q', filters.q);
  if (filters.role !== '') params.set('role', filters.role);
  if (filters.status !== '') params.set('status', filters.status);
  return params;
}

export function hasUserFilters(filters: UserListFilters): boolean {
  return filters.q.trim() !== '' || filters.role !== '' || filters.status !== '';
}

export const USER_LIST_URL: ListUrlCodec<UserListFilters> = {
  read: readUserFilters,
  write: userFiltersToSearch,
};

/** The query string of GET /api/admin/users for these filters and page. */
export function adminUsersQuery(filters: UserListFilters, cursor: string | undefined): string {
  const params = userFiltersToSearch({ ...filters, q: filters.q.trim() });
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(ADMIN_USER_PAGE_SIZE));
  return params.toString();
}
