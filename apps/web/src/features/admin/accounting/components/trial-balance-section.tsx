import { CsvDownload } from '../../../../components/documents/csv-download';
import { EmptyResults } from '../../../../components/ui/empty-results';
import { AUTH_FAILED_MESSAGE } from '../../../../lib/load-error-message';
import { useAuthFailureToast } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useAccountingRange } from '../accounting-range';
import { useJournalCsvDownload } from '../api/download-journal-csv';
import { useTrialBalanceQuery } from '../api/get-trial-balance';
import { QueryStates } from './query-states';
import { RangeForm } from './range-form';
import { TrialBalanceTable } from './trial-balance-table';

export const TRIAL_BALANCE_FAILED_MESSAGE = 'Failed to load the trial balance. Please try again.';
export const NO_ACCOUNTS_MESSAGE = 'The ledger has no accounts yet, so there is nothing to balance.';
export const JOURNAL_CSV_FAILED_MESSAGE = 'The journal could not be downloaded. Please try again.';

/** The trial balance of a range in the URL, and its journal as CSV for the general ledger. */
export function TrialBalanceSection() {
  const { range, show } = useAccountingRange();
  const balance = useTrialBalanceQuery(range, { onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  const data = balance.data;
  const loadingAnother = balance.isPlaceholderData;
  // The file holds the range on screen; none while the screen still shows another range.
  const journal = useJournalCsvDownload(data && !loadingAnother ? { from: data.from, to: data.to } : null);

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
      <div>
        <h3 className="text-lg font-semibold text-slate-900">Journal for your general ledger</h3>
        <p id="journal-csv-note" className="mt-1 mb-2 text-sm text-slate-600">
          Every journal line of the period shown, one row a line, with the GL codes mapped below.
        </p>
        <CsvDownload
          download={journal}
          failedMessage={JOURNAL_CSV_FAILED_MESSAGE}
          tableName="the journal"
          waiting={!data || loadingAnother}
          describedBy="journal-csv-note"
          withIcon
        />
      </div>
    </section>
  );
}
