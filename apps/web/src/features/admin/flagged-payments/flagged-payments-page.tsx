import { CardList, ShowMoreButton } from '../../../components/staff-list/card-list';
import { ListResults } from '../../../components/staff-list/list-results';
import { AUTH_FAILED_MESSAGE } from '../../../lib/load-error-message';
import {
  useAuthFailureToast,
  useSignOutOnAuthFailure,
} from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFlaggedPaymentsQuery } from './api/get-flagged-payments';
import { FlaggedPaymentCard } from './components/flagged-payment-card';

export const NO_FLAGGED_PAYMENTS_MESSAGE = 'No flagged payments. Every provider answer has been applied.';
export const FLAGGED_LOAD_FAILED_MESSAGE = 'Failed to load flagged payments. Please try again.';

/**
 * /admin-dashboard/flagged-payments (docs/product.md §14.8): payments whose provider outcome could not
 * be believed, oldest first, each resolved by applying it, recording a refund or dismissing it.
 */
export function FlaggedPaymentsPage() {
  usePageTitle('Flagged Payments');
  const queue = useFlaggedPaymentsQuery({ onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  useSignOutOnAuthFailure(queue.error);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold text-slate-900">Flagged Payments</h1>
      <p className="mt-1 text-slate-700">
        A provider's word about these payments could not be believed (a success after the payment had failed
        or expired, or an amount or currency that is not ours), so money may have moved. Check the provider's
        statement, then resolve each one. Oldest first.
      </p>
      <ListResults
        label="Flagged payments"
        busy={queue.isFetching}
        className="mt-6"
        query={queue}
        items={queue.data?.pages.flatMap((page) => page.items)}
        loading={{ label: 'Loading flagged payments…', placeholders: { count: 2, height: 'h-56' } }}
        empty={{ emptyMessage: NO_FLAGGED_PAYMENTS_MESSAGE }}
        error={{ fallback: FLAGGED_LOAD_FAILED_MESSAGE }}
      >
        {(items) => (
          <>
            <CardList items={items} rowKey={(payment) => payment.id}>
              {(payment) => <FlaggedPaymentCard payment={payment} />}
            </CardList>
            <ShowMoreButton query={queue}>Show more</ShowMoreButton>
          </>
        )}
      </ListResults>
    </div>
  );
}
