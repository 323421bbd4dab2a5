import { KYC_QUEUE_STATUSES, type KycQueueStatus } from '@kwacha/shared/kyc/kyc';
import { SelectField } from '../../../components/form/select-field';
import { ListResults } from '../../../components/staff-list/list-results';
import { useSignOutOnAuthFailure } from '../../../lib/session/use-sign-out-on-auth-failure';
import { type ListUrlCodec, useKeysetListParams } from '../../../lib/use-keyset-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useIdentityChecksQuery } from './api/get-identity-checks';
import { IdentityCheckList } from './components/identity-check-list';
import { PendingDeletions } from './components/pending-deletions';
import { QUEUE_FILTER_LABELS } from './identity-check-texts';

export const NO_IDENTITY_CHECKS_MESSAGE = 'No identity checks waiting.';
export const NO_IDENTITY_CHECKS_IN_STATUS_MESSAGE = 'No identity checks in this state.';
export const IDENTITY_CHECKS_LOAD_FAILED_MESSAGE = 'Failed to load identity checks. Please try again.';

const FILTER_OPTIONS = KYC_QUEUE_STATUSES.map((value) => ({ value, label: QUEUE_FILTER_LABELS[value] }));

const statusOf = (value: string | null): KycQueueStatus =>
  (KYC_QUEUE_STATUSES as readonly string[]).includes(value ?? '') ? (value as KycQueueStatus) : 'submitted';

/** The state shown, in the address; those waiting for a decision need none. */
const QUEUE_URL: ListUrlCodec<{ status: KycQueueStatus }> = {
  read: (params) => ({ status: statusOf(params.get('status')) }),
  write: ({ status }) => new URLSearchParams(status === 'submitted' ? {} : { status }),
};

/**
 * /admin-dashboard/identity-checks (docs/product.md §20.4): borrowers whose documents wait for a decision,
 * oldest first, a page at a time ("Show more" appends the next); the filter (kept in the address) shows
 * those asked for another photo or approved. Below, photos the store failed to delete, while there are any.
 */
export function IdentityChecksPage() {
  usePageTitle('Identity checks');
  const { filters, setFilters } = useKeysetListParams(QUEUE_URL);
  const { status } = filters;
  const checks = useIdentityChecksQuery(status);
  useSignOutOnAuthFailure(checks.error);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold text-slate-900">Identity checks</h1>
      <p className="mt-1 text-slate-700">
        Check each borrower's NRC and selfie against their registration, then approve them or ask for another
        photo. Money is not disbursed until they are approved.
      </p>
      <SelectField
        className="mt-4 sm:max-w-xs"
        label="Show"
        options={FILTER_OPTIONS}
        value={status}
        onChange={(event) => setFilters({ status: statusOf(event.target.value) })}
      />
      {/* Not busy while "Show more" appends: the rows shown stay readable and its status is heard. */}
      <ListResults
        label="Identity checks"
        busy={checks.isFetching && !checks.isFetchingNextPage}
        className="mt-6"
        query={checks}
        items={checks.data?.pages.flatMap((page) => page.items)}
        loading={{ label: 'Loading identity checks…', placeholders: { count: 2, height: 'h-24' } }}
        empty={{
          emptyMessage:
            status === 'submitted' ? NO_IDENTITY_CHECKS_MESSAGE : NO_IDENTITY_CHECKS_IN_STATUS_MESSAGE,
        }}
        error={{ fallback: IDENTITY_CHECKS_LOAD_FAILED_MESSAGE }}
      >
        {(rows) => (
          <IdentityCheckList
            key={status}
            rows={rows}
            hasMore={checks.hasNextPage}
            loadingMore={checks.isFetchingNextPage}
            moreError={checks.isFetchNextPageError ? checks.error : null}
            onShowMore={() => void checks.fetchNextPage()}
          />
        )}
      </ListResults>
      <PendingDeletions />
    </div>
  );
}
