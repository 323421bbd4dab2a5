import { KYC_QUEUE_STATUSES, type KycQueueStatus } from '@kwacha/shared/kyc/kyc';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
import { LoadError } from '../../../components/ui/load-error';
import { loadErrorMessage } from '../../../lib/load-error-message';
import { useSignOutOnAuthFailure } from '../../../lib/session/use-sign-out-on-auth-failure';
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

/**
 * /admin-dashboard/identity-checks (docs/product.md §20.4): borrowers whose documents wait for a decision,
 * oldest first, a page at a time ("Show more" appends the next); the filter (kept in the address) shows
 * those asked for another photo or approved. Below, photos the store failed to delete, while there are any.
 */
export function IdentityChecksPage() {
  usePageTitle('Identity checks');
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const list = useIdentityChecksQuery(status);
  useSignOutOnAuthFailure(list.error);
  const rows = list.data?.pages.flatMap((page) => page.items);

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
        onChange={(event) =>
          setParams(event.target.value === 'submitted' ? {} : { status: event.target.value }, {
            replace: true,
          })
        }
      />
      {/* Not busy while "Show more" appends: the rows shown stay readable and its status is heard. */}
      <section
        aria-label="Identity checks"
        aria-busy={list.isFetching && !list.isFetchingNextPage}
        className="mt-6"
      >
        {rows ? (
          rows.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-lg text-slate-800">
              {status === 'submitted' ? NO_IDENTITY_CHECKS_MESSAGE : NO_IDENTITY_CHECKS_IN_STATUS_MESSAGE}
            </p>
          ) : (
            <IdentityCheckList
              key={status}
              rows={rows}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              moreError={list.isFetchNextPageError ? list.error : null}
              onShowMore={() => void list.fetchNextPage()}
            />
          )
        ) : list.isError ? (
          <LoadError
            className=""
            message={loadErrorMessage(list.error, { fallback: IDENTITY_CHECKS_LOAD_FAILED_MESSAGE })}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <div role="status" aria-busy="true">
            <span className="sr-only">Loading identity checks…</span>
            <div aria-hidden="true" className="grid animate-pulse gap-3">
              <div className="h-24 rounded-2xl bg-slate-200" />
              <div className="h-24 rounded-2xl bg-slate-200" />
            </div>
          </div>
        )}
      </section>
      <PendingDeletions />
    </div>
  );
}
