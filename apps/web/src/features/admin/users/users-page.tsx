import type { AdminUserList } from '@kwacha/shared/staff/admin-users';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyResults } from '../../../components/ui/empty-results';
import { PageControls } from '../../../components/ui/page-controls';
import { ResultsRegion } from '../../../components/staff-list/results-region';
import { AUTH_FAILED_MESSAGE, loadErrorMessage } from '../../../lib/load-error-message';
import {
  useAuthFailureToast,
  useSignOutOnAuthFailure,
} from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminUsersQuery } from './api/get-admin-users';
import { CreateStaffForm } from './components/create-staff-form';
import { UserListFiltersForm } from './components/user-list-filters';
import { UserListSkeleton } from './components/user-list-skeleton';
import { UserResults } from './components/user-results';
import { useUserListParams } from './use-user-list-params';
import { adminUsersQuery, hasUserFilters } from './user-list-params';

export const NO_USERS_MESSAGE = 'No users yet.';
export const NO_MATCHING_USERS_MESSAGE = 'No users match these filters.';
export const USERS_FAILED_MESSAGE = 'Failed to load users. Please try again.';

/** /admin-dashboard/users (superuser, docs/product.md §14.4): every account, searched, filtered and paged. */
export function UsersPage() {
  usePageTitle('Users');
  const list = useUserListParams();
  const users = useAdminUsersQuery(adminUsersQuery(list.filters, list.cursor), {
    onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE),
  });
  useSignOutOnAuthFailure(users.error);
  const resultsRef = useRef<HTMLElement>(null);
  const [creating, setCreating] = useState(false);
  const createPanelId = useId();

  const turnPage = (go: () => void) => {
    go();
    // Keyboard and screen-reader users continue from the top of the new page.
    resultsRef.current?.focus();
  };
  const nextCursor = users.data?.nextCursor;

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
        <ResultsRegion ref={resultsRef} label="Results" stale={users.isPlaceholderData}>
          {users.data ? (
            <Results
              data={users.data}
              filtered={hasUserFilters(list.filters)}
              onClearFilters={list.clearFilters}
            />
          ) : users.isError ? (
            <div
              role="alert"
              className="flex flex-col items-start gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 sm:flex-row sm:items-center sm:justify-between"
            >
              <p>{loadErrorMessage(users.error, { fallback: USERS_FAILED_MESSAGE })}</p>
              <Button variant="secondary" onClick={() => void users.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <UserListSkeleton />
          )}
        </ResultsRegion>
        {users.data ? (
          <PageControls
            pageNumber={list.pageNumber}
            hasPrevious={list.hasPreviousPage}
            hasNext={Boolean(nextCursor)}
            onPrevious={() => turnPage(list.goToPreviousPage)}
            onNext={() => nextCursor && turnPage(() => list.goToNextPage(nextCursor))}
          />
        ) : null}
      </div>
    </div>
  );
}

function Results({
  data,
  filtered,
  onClearFilters,
}: {
  data: AdminUserList;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  if (data.items.length > 0) return <UserResults items={data.items} />;
  return (
    <EmptyResults
      emptyMessage={NO_USERS_MESSAGE}
      noMatchMessage={NO_MATCHING_USERS_MESSAGE}
      filtered={filtered}
      onClearFilters={onClearFilters}
    />
  );
}
