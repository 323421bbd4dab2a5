import { EmptyResults } from '../../../../components/ui/empty-results';
import { QueryStates } from '../../../../components/ui/query-states';
import { AUTH_FAILED_MESSAGE } from '../../../../lib/load-error-message';
import { useAuthFailureToast } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useAccountingRange } from '../accounting-range';
import { useTrialBalanceQuery } from '../api/get-trial-balance';
import { LedgerExports } from './ledger-exports';
import { RangeForm } from './range-form';
import { TrialBalanceTable } from './trial-balance-table';

export const TRIAL_BALANCE_FAILED_MESSAGE = 'Failed to load the trial balance. Please try again.';
export const NO_ACCOUNTS_MESSAGE = 'The ledger has no accounts yet, so there is nothing to balance.';

/** The trial balance of a range in the URL, and its files for the general ledger. */
export function TrialBalanceSection() {
  const { range, show } = useAccountingRange();
  const balance = useTrialBalanceQuery(range, { onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  const data = balance.data;
  const loadingAnother = balance.isPlaceholderData;
  // The file holds the range on screen; none while the screen still shows another range.
  const shownRange = data && !loadingAnother ? { from: data.from, to: data.to } : null;

  return (
    <section aria-labelledby="trial-balance-heading" className="space-y-4">
      <h2 id="trial-balance-heading" className="text-2xl font-semibold text-slate-900">
        Trial balance
      </h2>
      <RangeForm range={range} onApply={show} />
      <div aria-busy={loadingAnother} className={`transition-opacity ${loadingAnother ? 'opacity-60' : ''}`}>
        <QueryStates
          query={balance}
          failedMessage={TRIAL_BALANCE_FAILED_MESSAGE}
          loadingText="Loading the trial balance…"
          skeletonHeight="h-64"
        >
          {(shown) =>
            shown.lines.length > 0 ? (
              <TrialBalanceTable data={shown} />
            ) : (
              <EmptyResults emptyMessage={NO_ACCOUNTS_MESSAGE} />
            )
          }
        </QueryStates>
      </div>
      <LedgerExports range={shownRange} />
    </section>
  );
}
