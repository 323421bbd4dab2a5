import { useId, useState } from 'react';
import { KeysetResults } from '../../../components/staff-list/list-results';
import { Button } from '../../../components/ui/button';
import { useKeysetListParams } from '../../../lib/use-keyset-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminUsersQuery } from './api/get-admin-users';
import { CreateStaffForm } from './components/create-staff-form';
import { UserListFiltersForm } from './components/user-list-filters';
import { UserResults } from './components/user-results';
import { adminUsersQuery, EMPTY_USER_FILTERS, hasUserFilters, USER_LIST_URL } from './user-list-params';

export const NO_USERS_MESSAGE = 'No users yet.';
export const NO_MATCHING_USERS_MESSAGE = 'No users match these filters.';
export const USERS_FAILED_MESSAGE = 'Failed to load users. Please try again.';

/** /admin-dashboard/users (superuser, docs/product.md §14.4): every account, searched, filtered and paged. */
export function UsersPage() {
  usePageTitle('Users');
  const list = useKeysetListParams(USER_LIST_URL);
  const users = useAdminUsersQuery(adminUsersQuery(list.filters, list.cursor));
  const [creating, setCreating] = useState(false);
  const createPanelId = useId();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold text-slate-900">Users</h1>
        <Button
          variant={creating ? 'secondary' : 'primary'}
          aria-expanded={creating}
          aria-controls={createPanelId}
          onClick={() => setCreating(!creating)}
        >
          {creating ? 'Close' : 'Add staff account'}
        </Button>
      </div>
      <div className="mt-6 space-y-4">
        <div id={createPanelId} hidden={!creating}>
          {creating ? <CreateStaffForm /> : null}
        </div>
        <UserListFiltersForm filters={list.filters} onChange={list.setFilter} />
        <KeysetResults
          label="Results"
          paging={list}
          query={users}
          loading={{ label: 'Loading users…', placeholders: { count: 5, height: 'h-16' } }}
          empty={{
            emptyMessage: NO_USERS_MESSAGE,
            noMatchMessage: NO_MATCHING_USERS_MESSAGE,
            filtered: hasUserFilters(list.filters),
            onClearFilters: () => list.setFilters(EMPTY_USER_FILTERS),
          }}
          error={{ fallback: USERS_FAILED_MESSAGE, compact: true }}
        >
          {(items) => <UserResults items={items} />}
        </KeysetResults>
      </div>
    </div>
  );
}
